import { Fragment, type ReactNode } from 'react';
import { children, type MfmRenderContext, type NodeRenderer } from '../render-context';
import { textOfNodes } from '../text-of-nodes';
import styles from '../MfmText.module.css';

/** Text with its line breaks kept (`<br>`), or joined with spaces on one-line labels. */
export function textWithBreaks(text: string, ctx: MfmRenderContext): ReactNode {
  if (!text.includes('\n') && !text.includes('\r')) return text;
  const lines = text.split(/\r\n|\r|\n/);
  if (ctx.nowrap) return lines.join(' ');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export const textNodeRenderers: {
  text: NodeRenderer<'text'>;
  bold: NodeRenderer<'bold'>;
  italic: NodeRenderer<'italic'>;
  strike: NodeRenderer<'strike'>;
  small: NodeRenderer<'small'>;
  center: NodeRenderer<'center'>;
  quote: NodeRenderer<'quote'>;
  plain: NodeRenderer<'plain'>;
} = {
  text: (node, ctx) => textWithBreaks(node.props.text, ctx),
  bold: (node, ctx) => <b>{children(node, ctx)}</b>,
  italic: (node, ctx) => <i>{children(node, ctx)}</i>,
  strike: (node, ctx) => <del>{children(node, ctx)}</del>,
  small: (node, ctx) => <small className={styles.small}>{children(node, ctx)}</small>,
  center: (node, ctx) => <div className={styles.center}>{children(node, ctx)}</div>,
  quote: (node, ctx) => <blockquote className={styles.quote}>{children(node, ctx)}</blockquote>,
  // <plain>: the content exactly as written, no markup.
  plain: (node, ctx) => <span className={styles.plain}>{textWithBreaks(textOfNodes(node.children ?? []), ctx)}</span>,
};
