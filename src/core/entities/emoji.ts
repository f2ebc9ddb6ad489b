/**
 * Custom emoji as servers send them inside notes and users. Older servers send a list of
 * `{ name, url }`; Misskey 13+ sends a map of name → url. Both are accepted everywhere.
 */
export type EmojiRefs = Array<{ name: string; url: string }> | Record<string, string>;

/** A custom emoji of the instance (`emojis` endpoint; spec section 3). */
export interface CustomEmoji {
  id?: string;
  name: string;
  host?: string | null;
  url: string;
  category: string | null;
  aliases: string[];
  license?: string | null;
  createdAt?: string;
  updatedAt?: string | null;
  [key: string]: unknown;
}
