import { describe, expect, it } from 'vitest';
import { isLike, likeOnly } from './reaction-acceptance';

describe('reactionAcceptance for the signed-in (local) reactor', () => {
  it('only likeOnly restricts; the …ForRemote choices and unknown values do not', () => {
    expect(likeOnly({ reactionAcceptance: 'likeOnly' })).toBe(true);
    for (const v of ['likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote', null, undefined, 'somethingNew']) {
      expect(likeOnly({ reactionAcceptance: v as never })).toBe(false);
    }
    expect(likeOnly(null)).toBe(false);
  });

  it('the like is ❤ with or without the variation selector', () => {
    expect(isLike('❤')).toBe(true);
    expect(isLike('❤️')).toBe(true);
    expect(isLike('👍')).toBe(false);
  });
});
