import type { MfmNode } from 'mfm-js';
import { MFM_MAX_EMOJI_IMAGES, MFM_MAX_NODES } from './limits';
import { MAX_RENDER_DEPTH } from './render';
import { textOfNodes } from './text-of-nodes';

interface Budget {
  nodes: number;
  emoji: Set<string>;
  maxEmoji: number;
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
  return walk(nodes, { nodes: maxNodes, emoji: new Set(), maxEmoji }, 0);
}
