import type { ReactNode } from 'react';
import type { MfmFn, MfmNode, NodeType } from 'mfm-js';
import type { EmojiRefs } from '@/core/entities';
import type { EmojiResolver, MfmAuthor } from './emoji-url';

export type EmojiStyle = 'twemoji' | 'native' | 'fluentEmoji';

/** Everything a node renderer may read. Immutable; nested effects get a derived copy. */
export interface MfmRenderContext {
  author: MfmAuthor;
  emojis: EmojiRefs | null;
  resolveEmoji: EmojiResolver | null;
  serverOrigin: string;
  /** Host of the server this client talks to (mentions of it show without host). */
  localHost: string | null;
  emojiStyle: EmojiStyle;
  /** `disableShowingAnimatedImages`: custom emoji as still images. */
  staticImages: boolean;
  /** Animated MFM functions and sparkles play (the `animation` setting and the per-note play/stop). */
  animate: boolean;
  /** `advancedMfm`: when off, MFM functions render their content without effects. */
  advanced: boolean;
  nowrap: boolean;
  /** Inside a link label: nested links, mentions and hashtags render as text. */
  inLink: boolean;
  depth: number;
  /** Cumulative font-size factor of enclosing effects (x2, x3, x4, tada). */
  fontScale: number;
  /** Cumulative |scale| of enclosing `scale` effects. */
  transformScale: number;
  /** Cumulative |offset| in em of enclosing `position` effects. */
  offsetEm: number;
  /** Renders child nodes (the one node table); pass a derived context for nested effects. */
  render: (nodes: readonly MfmNode[], ctx: MfmRenderContext) => ReactNode;
}

export type NodeRenderer<T extends MfmNode['type']> = (node: NodeType<T>, ctx: MfmRenderContext) => ReactNode;

/** The table of node renderers, one entry per node type of mfm-js. */
export type NodeRendererTable = { [T in MfmNode['type']]: NodeRenderer<T> };

/** One MFM function (`$[name.args content]`). */
export type FnRenderer = (node: MfmFn, ctx: MfmRenderContext) => ReactNode;

/** Children of a node rendered with `ctx` (or a derived context). */
export function children(node: { children?: readonly MfmNode[] }, ctx: MfmRenderContext): ReactNode {
  return node.children && node.children.length > 0 ? ctx.render(node.children, ctx) : null;
}
