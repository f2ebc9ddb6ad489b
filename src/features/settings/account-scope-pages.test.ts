import { describe, expect, it } from 'vitest';
import { pageHoldsAccountSettings } from './account-scope-pages';

describe('pages holding account-scope settings (where the local-settings notice is shown)', () => {
  it('are the pages with an account-scope item, and the hand-built ones that edit such settings', () => {
    for (const page of ['postform', 'timeline', 'other', 'reaction', 'word-mute', 'drive']) expect(pageHoldsAccountSettings(page), page).toBe(true);
  });

  it('are not the pages of device settings or of the server profile', () => {
    for (const page of ['profile', 'privacy', 'security', 'navbar', 'deck', 'unknown-page']) expect(pageHoldsAccountSettings(page), page).toBe(false);
  });
});
