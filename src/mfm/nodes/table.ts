import type { NodeRendererTable } from '../render-context';
import { renderFn } from '../fn';
import { codeNodeRenderers } from './code-nodes';
import { emojiNodeRenderers } from './emoji-nodes';
import { linkNodeRenderers } from './link-nodes';
import { textNodeRenderers } from './text-nodes';

/** The one table of node renderers: every node type of mfm-js 0.26. */
export const nodeRenderers: NodeRendererTable = {
  ...textNodeRenderers,
  ...codeNodeRenderers,
  ...linkNodeRenderers,
  ...emojiNodeRenderers,
  fn: renderFn,
};
