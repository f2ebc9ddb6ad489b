import type { NodeRenderer } from '../render-context';
import styles from '../MfmText.module.css';
import { CodeBlock } from './CodeBlock';
import { MathFormula } from './MathFormula';

export const codeNodeRenderers: {
  blockCode: NodeRenderer<'blockCode'>;
  inlineCode: NodeRenderer<'inlineCode'>;
  mathInline: NodeRenderer<'mathInline'>;
  mathBlock: NodeRenderer<'mathBlock'>;
} = {
  blockCode: (node) => <CodeBlock code={String(node.props.code)} lang={node.props.lang ? String(node.props.lang) : null} />,
  inlineCode: (node) => <code className={styles.inlineCode}>{String(node.props.code)}</code>,
  mathInline: (node) => <MathFormula formula={String(node.props.formula)} block={false} />,
  mathBlock: (node) => <MathFormula formula={String(node.props.formula)} block />,
};
