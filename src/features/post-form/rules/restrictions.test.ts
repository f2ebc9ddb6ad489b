import { describe, expect, it } from 'vitest';
import { abilitiesOf, inviteEnabled } from './restrictions';

const NOW = Date.parse('2026-12-06T00:00:00Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('invite enablement (spec section 5 and the section 9 threshold)', () => {
  it('needs canInvite, at the top level or in the role policies', () => {
    expect(inviteEnabled({ notesCount: 100, createdAt: ago(400 * 24 * HOUR) }, NOW)).toBe(false);
    expect(inviteEnabled({ canInvite: true, notesCount: 100, createdAt: ago(400 * 24 * HOUR) }, NOW)).toBe(true);
    expect(inviteEnabled({ policies: { canInvite: true }, notesCount: 100, createdAt: ago(400 * 24 * HOUR) }, NOW)).toBe(true);
  });

  it('needs at least 20 notes and no silence', () => {
    expect(inviteEnabled({ canInvite: true, notesCount: 19, createdAt: ago(400 * 24 * HOUR) }, NOW)).toBe(false);
    expect(inviteEnabled({ canInvite: true, notesCount: 20, createdAt: ago(400 * 24 * HOUR), isSilenced: true }, NOW)).toBe(false);
  });

  it('waits 7 days less 90 minutes per note, never under 24 hours', () => {
    // 20 notes: 168 h - 30 h = 138 h.
    expect(inviteEnabled({ canInvite: true, notesCount: 20, createdAt: ago(138 * HOUR - 1) }, NOW)).toBe(false);
    expect(inviteEnabled({ canInvite: true, notesCount: 20, createdAt: ago(138 * HOUR) }, NOW)).toBe(true);
    // 200 notes would bring it under a day: 24 h is the floor.
    expect(inviteEnabled({ canInvite: true, notesCount: 200, createdAt: ago(24 * HOUR - 1) }, NOW)).toBe(false);
    expect(inviteEnabled({ canInvite: true, notesCount: 200, createdAt: ago(24 * HOUR) }, NOW)).toBe(true);
  });

  it('takes an answer without age or note count at its flag alone, and the post form reads the rule', () => {
    expect(inviteEnabled({ canInvite: true }, NOW)).toBe(true);
    expect(abilitiesOf({ canInvite: true, notesCount: 3, createdAt: ago(400 * 24 * HOUR) }, NOW).canInvite).toBe(false);
    expect(abilitiesOf({ canInvite: true, notesCount: 30, createdAt: ago(400 * 24 * HOUR) }, NOW).canInvite).toBe(true);
  });
});

describe('the canPublicNote role policy (Misskey 13 and later)', () => {
  it('limits the visibility as blockPostPublic does when the account’s policies forbid public notes', () => {
    expect(abilitiesOf({ policies: { canPublicNote: false } }, NOW).blockPostPublic).toBe(true);
    expect(abilitiesOf({ policies: { canPublicNote: true } }, NOW).blockPostPublic).toBe(false);
    expect(abilitiesOf({}, NOW).blockPostPublic).toBe(false);
    expect(abilitiesOf({ policies: { canPublicNote: 'no' } }, NOW).blockPostPublic).toBe(false);
    // A (mini-)silenced account keeps its own rules: public stays offered, confirmed, then sent as home.
    expect(abilitiesOf({ isMiniSilenced: true, policies: { canPublicNote: false } }, NOW).blockPostPublic).toBe(false);
    expect(abilitiesOf({ isSilenced: true, policies: { canPublicNote: false } }, NOW).blockPostPublic).toBe(false);
  });
});
