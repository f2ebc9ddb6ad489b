import type { TokenKind } from '@/core/accounts/token-kind';
import { flagsOf, START_CAPABILITIES, type Flags } from './start-capabilities';
import { tokenAllowsAll } from './token-access';

export { WHEN_UNKNOWN } from './start-capabilities';

/**
 * The one table from server facts to names: each name is something the user can do, and the
 * endpoints a server must list for it (all of them, where the UI needs several together).
 * `computeCapabilities` turns every name into three booleans:
 *   `caps.<name>`          the server offers it (while the server's endpoints list is unknown: the
 *                          name's guess in `WHEN_UNKNOWN`, else true, and features ask and hide on failure);
 *   `caps.tokenMay.<name>` this sign-in's token may call its endpoints (an app token is refused the
 *                          `secure` ones, secure-endpoints.ts);
 *   `caps.may.<name>`      both.
 * Features ask for these names; only this folder knows the endpoint strings behind them.
 * The table has two parts, like the messages: the names the start needs (the app's frame, the
 * routes' guards) are in start-capabilities.ts, in the code that runs before the first note; this
 * file adds the screens' names and loads with the screens that ask for them.
 */
export const ENDPOINT_CAPABILITIES = {
  ...START_CAPABILITIES,
  // Account and security
  webhooks: ['i/webhooks/list'],
  createWebhook: ['i/webhooks/create'],
  testWebhook: ['i/webhooks/test'],
  authorizedApps: ['i/authorized-apps'],
  accessTokens: ['i/apps'],
  /** Making an access token (MiAuth's endpoint; unlike `miauth`, offered while the list is unknown). */
  generateToken: ['miauth/gen-token'],
  approveApps: ['auth/accept'],
  changePassword: ['i/change-password'],
  changeEmail: ['i/update-email'],
  signinHistory: ['i/signin-history'],
  twoFactor: ['i/2fa/register'],
  securityKeys: ['i/2fa/register-key', 'i/2fa/key-done'],
  renameSecurityKey: ['i/2fa/update-key'],
  removeSecurityKey: ['i/2fa/remove-key'],
  passwordless: ['i/2fa/password-less'],
  accountMove: ['i/move'],
  deleteAccount: ['i/delete-account'],
  updateAccount: ['i/update'],
  // Mutes, blocks, relations
  muteList: ['mute/list'],
  renoteMuteList: ['renote-mute/list'],
  blockList: ['blocking/list'],
  renoteMute: ['renote-mute/create'],
  listPush: ['users/lists/push'],
  reportAbuse: ['users/report-abuse'],
  sentFollowRequests: ['following/requests/sent'],
  federationInstances: ['federation/instances'],
  // Import and export
  exportNotes: ['i/export-notes'],
  exportFollowing: ['i/export-following'],
  exportMutes: ['i/export-mute'],
  exportBlocks: ['i/export-blocking'],
  exportLists: ['i/export-user-lists'],
  exportFavorites: ['i/export-favorites'],
  importFollowing: ['i/import-following'],
  importMutes: ['i/import-muting'],
  importBlocks: ['i/import-blocking'],
  importLists: ['i/import-user-lists'],
  // Notes
  noteState: ['notes/state'],
  noteConversation: ['notes/conversation'],
  translateNote: ['notes/translate'],
  favoriteNote: ['notes/favorites/create'],
  muteThread: ['notes/thread-muting/create'],
  pin: ['i/pin'],
  emojiStats: ['emoji-stats'],
  hashtagSearch: ['hashtags/search'],
  userSearchByUsername: ['users/search-by-username-and-host'],
  // Server information
  featuredChannels: ['channels/featured'],
  rssFeeds: ['fetch-rss'],
  onlineUsers: ['get-online-users-count'],
  serverInfo: ['server-info'],
  userDirectory: ['users'],
  notesChart: ['charts/notes'],
  activeUsersChart: ['charts/active-users'],
  federationChart: ['charts/federation'],
  userNotesChart: ['charts/user/notes'],
  // Administration and moderation
  queueStats: ['admin/queue/stats'],
  deliverDelayed: ['admin/queue/deliver-delayed'],
  inboxDelayed: ['admin/queue/inbox-delayed'],
  clearQueues: ['admin/queue/clear'],
  promoteQueue: ['admin/queue/promote'],
  sendNotification: ['admin/send-notification'],
  silenceUser: ['admin/silence-user'],
  addModerator: ['admin/moderators/add'],
  resetPassword: ['admin/reset-password'],
  deleteUserFiles: ['admin/delete-all-files-of-a-user'],
  suspendInstance: ['admin/federation/update-instance'],
  /** Blocking a server edits the server's meta: reading and updating it. */
  blockInstance: ['admin/meta', 'admin/update-meta'],
  importEmojiZip: ['admin/emoji/import-zip'],
  exportEmojis: ['export-custom-emojis'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** A named capability that rests on the server's endpoints. */
export type EndpointCapability = keyof typeof ENDPOINT_CAPABILITIES;

export type EndpointFlags = Flags<EndpointCapability>;

export const ENDPOINT_CAPABILITY_NAMES = Object.keys(ENDPOINT_CAPABILITIES) as EndpointCapability[];

/** One boolean per name: `decide(name, its endpoints)`. */
export function endpointFlags(decide: (name: EndpointCapability, endpoints: readonly string[]) => boolean): EndpointFlags {
  return flagsOf(ENDPOINT_CAPABILITIES, decide);
}

/** Whether a token of `kind` may call every endpoint of the named capability. */
export function tokenAllows(kind: TokenKind, name: EndpointCapability): boolean {
  return tokenAllowsAll(kind, ENDPOINT_CAPABILITIES[name]);
}
