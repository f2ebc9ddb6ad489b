import { createContext, useContext } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { settingBundle, useSettingBundle } from '@/mfm/setting-bundle';
import { muteReason, type MutedWord, type MuteReason } from './mute';

/** True inside the notifications (rows, mentions and direct tabs): muteExcludeNotification applies there. */
export const InNotificationContext = createContext(false);

/** The three word-mute settings, read by every note row through one subscription (see settingBundle). */
const muteSettings = settingBundle(['mutedWords', 'muteExcludeReplyQuote', 'muteExcludeNotification']);

/** The note's mute reason under the account's word mutes and the two exclusion settings. */
export function useMuteReason(note: Note | null | undefined): MuteReason | null {
  const { mutedWords, muteExcludeReplyQuote: excludeReplyQuote, muteExcludeNotification: excludeNotification } = useSettingBundle(muteSettings);
  const inNotification = useContext(InNotificationContext);
  if (!note) return null;
  return muteReason(note, mutedWords as MutedWord[], getAccount()?.id ?? null, { excludeReplyQuote, excludeNotification, inNotification });
}
