import type { FnRenderer, NodeRenderer } from '../render-context';
import { children } from '../render-context';
import { warnOnce } from '../warn-once';
import { animatedFns } from './animated';
import { decorFns } from './decor';
import { textFns } from './text-fns';
import { transformFns } from './transform';

/** Every MFM function by name (spec section 5). */
export const fnRenderers: Readonly<Record<string, FnRenderer>> = {
  ...animatedFns,
  ...transformFns,
  ...decorFns,
  ...textFns,
};

/** Functions that still apply with advanced MFM off: they change meaning, not appearance. */
const ALWAYS_ON: ReadonlySet<string> = new Set(['ruby', 'unixtime', 'plain']);

/** The `fn` node: looks the function up; unknown names render their content and warn once. */
export const renderFn: NodeRenderer<'fn'> = (node, ctx) => {
  const name = String(node.props?.name);
  const renderer = Object.hasOwn(fnRenderers, name) ? fnRenderers[name] : undefined;
  if (!renderer) {
    warnOnce(`fn:${name}`, `[mfm] Unknown MFM function "${name.slice(0, 40)}"; rendering its content.`);
    return <span>{children(node, ctx)}</span>;
  }
  if (!ctx.advanced && !ALWAYS_ON.has(name)) return <span>{children(node, ctx)}</span>;
  return renderer(node, ctx);
};
