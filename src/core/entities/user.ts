/** A user as the server sends it in lists (UserLite); every optional field may be absent. */
export interface UserLite {
  id: string;
  username: string;
  host: string | null;
  name?: string | null;
  avatarUrl?: string | null;
  avatarBlurhash?: string | null;
  isBot?: boolean;
  isCat?: boolean;
  onlineStatus?: string;
  emojis?: unknown;
  [key: string]: unknown;
}
