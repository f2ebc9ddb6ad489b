import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

const marked = () => document.documentElement.hasAttribute('data-modal-open');

describe('Modal', () => {
  it('marks the page as behind a modal while any modal is open, nested ones included', () => {
    expect(marked()).toBe(false);
    const outer = render(<Modal label="Outer">outer</Modal>);
    expect(marked()).toBe(true);
    const inner = render(<Modal label="Inner">inner</Modal>);
    inner.unmount();
    expect(marked()).toBe(true); // the outer one is still open
    outer.unmount();
    expect(marked()).toBe(false);
  });
});
