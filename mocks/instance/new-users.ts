/**
 * New user records: the flags and profile fields every user starts with (seeds override what differs) and
 * the local account that sign-up creates (`signup`, `signup-pending`).
 */
import type { InstanceContext } from './context';
import { hashString } from './prng';
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

/**
 * Creates and stores a new local account, created now, with a native token from `makeToken` (called again
 * until it gives one no other user holds). The caller has already checked the username and password.
 */
export function newLocalUser(ctx: InstanceContext, account: { username: string; password: string }, makeToken: () => string): UserRecord {
  const state = ctx.state;
  const at = ctx.now();
  const taken = new Set([...state.users.values()].map((u) => u.token));
  let token = makeToken();
  while (taken.has(token)) token = makeToken();
  const user: UserRecord = {
    id: state.ids.user(at),
    username: account.username,
    host: null,
    name: null,
    description: null,
    password: account.password,
    token,
    createdAt: at,
    updatedAt: null,
    lastActiveDate: at,
    ...userDefaults(),
    hue: hashString(account.username) % 360,
  };
  state.users.set(user.id, user);
  return user;
}
