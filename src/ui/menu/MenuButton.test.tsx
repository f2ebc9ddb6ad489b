import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

/** A trigger that can be swapped for another element (a row drawn again in full) while its menu is open. */
function Host({ renders }: { renders: { n: number } }) {
  const [alt, setAlt] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAlt(true)}>
        swap
      </button>
      <MenuButton menu={(host) => <div role="menu" aria-label={`menu of ${host.anchor.textContent}`} />}>
        {(props) => {
          renders.n++;
          return alt ? (
            <a href="#x" {...props}>
              second
            </a>
          ) : (
            <button type="button" {...props}>
              first
            </button>
          );
        }}
      </MenuButton>
    </>
  );
}

describe('MenuButton', () => {
  it('renders once when it mounts: no state update when its trigger attaches or leaves', () => {
    const renders = { n: 0 };
    const view = render(<Host renders={renders} />);
    expect(renders.n).toBe(1);
    view.unmount();
    expect(renders.n).toBe(1);
  });
  it('an open menu follows its trigger to a new element', () => {
    render(<Host renders={{ n: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('menu', { name: 'menu of first' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'swap' }));
    expect(screen.getByRole('menu', { name: 'menu of second' })).toBeTruthy();
  });
});
