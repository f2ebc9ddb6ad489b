import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawerMenu } from './DrawerMenu';

const marked = () => document.documentElement.hasAttribute('data-modal-open');

describe('DrawerMenu', () => {
  it('marks the page as behind a modal while the drawer is open, and not after it closes or unmounts', () => {
    const close = () => {};
    const view = render(<DrawerMenu open={false} onClose={close}>menu</DrawerMenu>);
    expect(marked()).toBe(false);
    view.rerender(<DrawerMenu open onClose={close}>menu</DrawerMenu>);
    expect(marked()).toBe(true);
    view.rerender(<DrawerMenu open={false} onClose={close}>menu</DrawerMenu>);
    expect(marked()).toBe(false);
    view.rerender(<DrawerMenu open onClose={close}>menu</DrawerMenu>);
    view.unmount();
    expect(marked()).toBe(false);
  });
});
