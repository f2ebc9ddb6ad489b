import { describe, expect, it } from 'vitest';
import { crossesFollowThreshold, FOLLOW_COUNT_PROMPT_THRESHOLD } from './follow-count-prompt';

describe('follow-count prompt', () => {
  it('fires once, when the count reaches the threshold', () => {
    expect(FOLLOW_COUNT_PROMPT_THRESHOLD).toBe(10);
    expect(crossesFollowThreshold(9, 10)).toBe(true);
    expect(crossesFollowThreshold(10, 11)).toBe(false);
    expect(crossesFollowThreshold(8, 9)).toBe(false);
    expect(crossesFollowThreshold(null, 10)).toBe(false);
  });
});
