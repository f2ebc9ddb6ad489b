import type { MfmNode } from 'mfm-js';
import { parseMfm } from './parse';

/** Spec section 9: at most 3 emoji render at size 3, at most 6 at size 2. */
export const EMOJI_ONLY_SIZES = [
  { maxCount: 3, size: 3 },
  { maxCount: 6, size: 2 },
] as const;

/** 1 = normal size; 2 or 3 = the text is only a few emoji and renders that many times larger. */
export type EmojiOnlySize = 1 | 2 | 3;

/** The size for an already parsed tree (whitespace between emoji is allowed). */
export function emojiOnlySizeOfNodes(nodes: readonly MfmNode[]): EmojiOnlySize {
  let count = 0;
  for (const node of nodes) {
    if (node.type === 'unicodeEmoji' || node.type === 'emojiCode') count++;
    else if (node.type === 'text' && node.props.text.trim() === '') continue;
    else return 1;
  }
  if (count === 0) return 1;
  const rule = EMOJI_ONLY_SIZES.find((r) => count <= r.maxCount);
  return rule ? rule.size : 1;
}

/** The emoji-only size of a note's text (spec section 9). */
export function emojiOnlySize(text: string | null | undefined): EmojiOnlySize {
  if (!text || text.length > 1000) return 1;
  return emojiOnlySizeOfNodes(parseMfm(text));
}
