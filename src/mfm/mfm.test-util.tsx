import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MfmNode } from 'mfm-js';
import { MfmText, MfmTree, type MfmTextProps, type MfmTreeProps } from './MfmText';

/** Renders MFM text as a local author's note unless told otherwise. */
export function renderMfm(text: string, props: Partial<MfmTextProps> = {}) {
  return render(<MfmText text={text} author={{ host: null }} {...props} />);
}

/** Renders a hand-built tree (for nodes the parser would never produce). */
export function renderTree(nodes: MfmNode[], props: Partial<MfmTreeProps> = {}) {
  return render(<MfmTree nodes={nodes} author={{ host: null }} {...props} />);
}

export function renderElement(element: ReactElement) {
  return render(element);
}

/** Every href in the container. */
export function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href]')].map((a) => a.getAttribute('href') ?? '');
}
