import { toString, type MfmFn, type MfmNode } from 'mfm-js';
import { children, type FnRenderer } from '../render-context';
import { textOfNodes } from '../text-of-nodes';
import { UnixTime, unixTimeMs } from './UnixTime';

/**
 * `$[ruby base reading]`: the reading is the last space-separated word of the last text child;
 * everything before it is the base.
 */
export function splitRuby(node: MfmFn): { base: MfmNode[]; reading: string } | null {
  const kids = node.children ?? [];
  const last = kids[kids.length - 1];
  if (!last || last.type !== 'text') return null;
  const text = String(last.props.text);
  const cut = text.trimEnd().lastIndexOf(' ');
  if (cut < 0) return null;
  const baseText = text.slice(0, cut);
  const reading = text.slice(cut + 1).trim();
  if (reading === '') return null;
  const base: MfmNode[] = [...kids.slice(0, -1)];
  if (baseText !== '') base.push({ type: 'text', props: { text: baseText } });
  return base.length > 0 ? { base, reading } : null;
}

/** The MFM source of nodes (their readable text if the tree cannot be printed). */
function sourceOf(nodes: MfmNode[]): string {
  try {
    return toString(nodes);
  } catch {
    return textOfNodes(nodes);
  }
}

export const textFns: Record<string, FnRenderer> = {
  ruby: (node, ctx) => {
    const split = splitRuby(node);
    if (!split) return <span>{children(node, ctx)}</span>;
    return (
      <ruby>
        {ctx.render(split.base, ctx)}
        <rp>(</rp>
        <rt>{split.reading}</rt>
        <rp>)</rp>
      </ruby>
    );
  },
  unixtime: (node, ctx) => {
    const ms = unixTimeMs(textOfNodes(node.children ?? []));
    return ms === null ? <span>{children(node, ctx)}</span> : <UnixTime ms={ms} />;
  },
  /** `$[plain …]`: the content as written, without markup. */
  plain: (node) => <span>{sourceOf(node.children ?? [])}</span>,
};
