import { Fragment, type ReactNode } from 'react';
import type { MfmNode } from 'mfm-js';
import type { MfmRenderContext } from './render-context';
import { nodeRenderers } from './nodes/table';
import { textOfNodes } from './text-of-nodes';
import { warnOnce } from './warn-once';

/**
 * Deepest nesting rendered as elements. The parser already stops at 20; this bounds trees that
 * reach the renderer another way. Anything deeper is shown as its plain text.
 */
export const MAX_RENDER_DEPTH = 40;

function renderUnknown(node: MfmNode, ctx: MfmRenderContext): ReactNode {
  const type = String((node as { type?: unknown }).type);
  warnOnce(`node:${type}`, `[mfm] Unknown MFM node type "${type}"; rendering its content as text.`);
  const kids = (node as { children?: unknown }).children;
  if (Array.isArray(kids)) return ctx.render(kids as MfmNode[], ctx);
  return textOfNodes([node]);
}

function renderNode(node: MfmNode, ctx: MfmRenderContext): ReactNode {
  if (!node || typeof node !== 'object') return null;
  const renderer = Object.hasOwn(nodeRenderers, node.type)
    ? (nodeRenderers[node.type] as (n: MfmNode, c: MfmRenderContext) => ReactNode)
    : undefined;
  return renderer ? renderer(node, ctx) : renderUnknown(node, ctx);
}

/** Renders a list of MFM nodes through the node table. */
export function renderNodes(nodes: readonly MfmNode[], ctx: MfmRenderContext): ReactNode {
  if (ctx.depth >= MAX_RENDER_DEPTH) return textOfNodes(nodes);
  const inner: MfmRenderContext = { ...ctx, depth: ctx.depth + 1 };
  return nodes.map((node, i) => <Fragment key={i}>{renderNode(node, inner)}</Fragment>);
}
