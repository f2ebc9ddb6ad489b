import type { UserRecord } from './types';

/** The flags and profile fields of a plain new local user; seeds and sign-up override what differs. */
export function userDefaults(): Pick<
  UserRecord,
  | 'hideOnlineStatus' | 'isAdmin' | 'isModerator' | 'isBot' | 'isCat' | 'isLocked' | 'isExplorable' | 'isSilenced' | 'isMiniSilenced'
  | 'isSuspended' | 'blockPostPublic' | 'blockPostHome' | 'blockPostNotLocal' | 'canInvite' | 'patron' | 'location' | 'birthday'
  | 'lang' | 'fields' | 'pinnedNoteIds'
> {
  return {
    hideOnlineStatus: false,
    isAdmin: false,
    isModerator: false,
    isBot: false,
    isCat: false,
    isLocked: false,
    isExplorable: true,
    isSilenced: false,
    isMiniSilenced: false,
    isSuspended: false,
    blockPostPublic: false,
    blockPostHome: false,
    blockPostNotLocal: false,
    canInvite: false,
    patron: false,
    location: null,
    birthday: null,
    lang: null,
    fields: [],
    pinnedNoteIds: [],
  };
}
