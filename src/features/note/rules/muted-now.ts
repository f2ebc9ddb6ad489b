import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { getSetting } from '@/core/settings';
import { muteReason, type MutedWord } from './mute';

/**
 * Whether the account's word mute hides `note` in a timeline right now (outside React: the
 * stream handlers ask it, e.g. so a muted note arriving live makes no sound).
 */
export function isMutedInTimeline(note: Note): boolean {
  return (
    muteReason(note, getSetting('mutedWords') as MutedWord[], getAccount()?.id ?? null, {
      excludeReplyQuote: getSetting('muteExcludeReplyQuote'),
    }) !== null
  );
}
