import type { MfmNode } from 'mfm-js';

type LooseNode = { type?: unknown; props?: Record<string, unknown>; children?: unknown };

function ownText(node: LooseNode): string {
  const props = node.props ?? {};
  const str = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : '');
  switch (node.type) {
    case 'emojiCode':
      return str('name') ? `:${str('name')}:` : '';
    case 'hashtag':
      return str('hashtag') ? `#${str('hashtag')}` : '';
    case 'mention':
      return str('acct');
    case 'url':
      return str('url');
    case 'search':
      return str('content');
    default:
      return str('text') || str('code') || str('formula') || str('emoji');
  }
}

/** The readable text of a tree, collected without recursion (for over-deep or unknown nodes). */
export function textOfNodes(nodes: readonly MfmNode[]): string {
  const out: string[] = [];
  const stack: unknown[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as LooseNode | null;
    if (!node || typeof node !== 'object') continue;
    out.push(ownText(node));
    if (Array.isArray(node.children)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out.join('');
}
