// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REACTION_PAGES } from '@/core/constants';
import { getSetting } from './store';
import { REACTION_FOLDER_KEYS } from './reaction-pages';

describe('reaction pages', () => {
  it('are the deck plus folders, REACTION_PAGES (5) in all, each a defined setting', () => {
    expect(REACTION_PAGES).toBe(5);
    expect(1 + REACTION_FOLDER_KEYS.length).toBe(REACTION_PAGES);
    expect(REACTION_FOLDER_KEYS).toEqual(['reactions2', 'reactions3', 'reactions4', 'reactions5']);
    for (const key of REACTION_FOLDER_KEYS) expect(getSetting(key)).toMatchObject({ reactions: [] });
  });
});
