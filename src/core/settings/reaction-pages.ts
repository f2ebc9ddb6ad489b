import { REACTION_PAGES } from '@/core/constants';

/** Every folder the settings table defines after the reaction deck (`reactions`, page 1). */
const FOLDER_KEYS = ['reactions2', 'reactions3', 'reactions4', 'reactions5'] as const;

export type ReactionFolderKey = (typeof FOLDER_KEYS)[number];

/** The reaction pages after the deck: REACTION_PAGES in all (spec section 9), each a named folder setting. */
export const REACTION_FOLDER_KEYS: readonly ReactionFolderKey[] = FOLDER_KEYS.slice(0, REACTION_PAGES - 1);
