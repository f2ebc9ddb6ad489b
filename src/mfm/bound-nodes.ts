import type { MfmNode } from 'mfm-js';
import { MFM_MAX_EMOJI_IMAGES, MFM_MAX_GUESSED_EMOJI, MFM_MAX_NODES } from './limits';
import { MAX_RENDER_DEPTH } from './render';
import { textOfNodes } from './text-of-nodes';

interface Budget {
  nodes: number;
  emoji: Set<string>;
  maxEmoji: number;
  /** Names whose image would be the server's route as a guess (see `customEmojiSource`). */
  isGuess: ((name: string) => boolean) | null;
  guesses: number;
  maxGuesses: number;
  /** A name was written as text because the guesses were spent. */
  guessesCut: boolean;
}

const textNode = (text: string): MfmNode => ({ type: 'text', props: { text } });

function walk(nodes: readonly MfmNode[], budget: Budget, depth: number): MfmNode[] {
  const out: MfmNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    if (budget.nodes <= 0) {
      const rest = textOfNodes(nodes.slice(i));
      if (rest) out.push(textNode(rest));
      break;
    }
    budget.nodes--;
    const node = nodes[i]!;
    if (node && node.type === 'emojiCode') {
      const name = String(node.props?.name);
      if (!budget.emoji.has(name)) {
        if (budget.emoji.size >= budget.maxEmoji) {
          out.push(textNode(`:${name}:`));
          continue;
        }
        if (budget.isGuess?.(name)) {
          if (budget.guesses >= budget.maxGuesses) {
            budget.guessesCut = true;
            out.push(textNode(`:${name}:`));
            continue;
          }
          budget.guesses++;
        }
        budget.emoji.add(name);
      }
      out.push(node);
      continue;
    }
    const kids = (node as { children?: unknown } | null)?.children;
    // Past the renderer's depth everything is drawn as text anyway: no need to look further.
    if (Array.isArray(kids) && kids.length > 0 && depth < MAX_RENDER_DEPTH) {
      out.push({ ...node, children: walk(kids as MfmNode[], budget, depth + 1) } as MfmNode);
    } else {
      out.push(node);
    }
  }
  return out;
}

/**
 * The tree as it is drawn: the first `maxNodes` nodes (in reading order) as they are, the rest as
 * their plain text; the first `maxEmoji` distinct custom emoji as they are, other names as
 * `:name:` text (so a text can never ask for more emoji images than that).
 */
export function boundNodes(nodes: readonly MfmNode[], maxNodes = MFM_MAX_NODES, maxEmoji = MFM_MAX_EMOJI_IMAGES): MfmNode[] {
  return boundTree(nodes, { maxNodes, maxEmoji }).nodes;
}

/**
 * `boundNodes`, and of the custom emoji whose image would only be guessed (`isGuess`: no ref and no
 * fresh instance list vouches for the name), the first `maxGuesses` distinct names as they are and
 * the others as `:name:` text; `guessesCut` says some were, so the caller can fetch the list once
 * instead of letting a text ask the server for thousands of names one by one.
 */
export function boundTree(
  nodes: readonly MfmNode[],
  options: { isGuess?: ((name: string) => boolean) | null; maxNodes?: number; maxEmoji?: number; maxGuesses?: number } = {},
): { nodes: MfmNode[]; guessesCut: boolean } {
  const budget: Budget = {
    nodes: options.maxNodes ?? MFM_MAX_NODES,
    emoji: new Set(),
    maxEmoji: options.maxEmoji ?? MFM_MAX_EMOJI_IMAGES,
    isGuess: options.isGuess ?? null,
    guesses: 0,
    maxGuesses: options.maxGuesses ?? MFM_MAX_GUESSED_EMOJI,
    guessesCut: false,
  };
  const out = walk(nodes, budget, 0);
  return { nodes: out, guessesCut: budget.guessesCut };
}
