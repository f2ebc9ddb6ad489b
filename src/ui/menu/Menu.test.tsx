import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';
import { MenuPopup } from './MenuPopup';
import { tidyEntries, type MenuEntry } from './menu-types';

function Harness({ entries, onKey }: { entries: MenuEntry[]; onKey?: (key: string) => void }) {
  return (
    <div onKeyDown={(e) => onKey?.(e.key)}>
      <button type="button">before</button>
      <MenuButton menu={(host) => <MenuPopup label="Things" entries={entries} {...host} />}>
        {(props) => (
          <button type="button" {...props}>
            open
          </button>
        )}
      </MenuButton>
    </div>
  );
}

const focused = () => document.activeElement as HTMLElement;

describe('MenuPopup', () => {
  it('is a menu of menuitems with dividers, labels, hints, danger and disabled items', async () => {
    const entries: MenuEntry[] = [
      { type: 'label', label: 'Group' },
      { label: 'Copy', hint: 'to the clipboard', onSelect: () => {} },
      false,
      { type: 'divider' },
      { label: 'Locked', disabled: true, onSelect: () => {} },
      { label: 'Remove', danger: true, onSelect: () => {} },
      { label: 'Local only', choice: 'checkbox', checked: true, onSelect: () => {} },
    ];
    render(<Harness entries={entries} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const menu = await screen.findByRole('menu', { name: 'Things' });
    expect(screen.getAllByRole('menuitem').map((e) => e.textContent)).toEqual(['Copyto the clipboard', 'Locked', 'Remove']);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Local only' }).getAttribute('aria-checked')).toBe('true');
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);
    expect((screen.getByRole('menuitem', { name: 'Locked' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'open' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with arrows, Home, End and type-ahead, skipping disabled items; Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const entries: MenuEntry[] = [
      { label: 'Alpha', onSelect: () => {} },
      { label: 'Beta', disabled: true, onSelect: () => {} },
      { label: 'Gamma', onSelect: () => {} },
      { label: 'Delta', onSelect: () => {} },
    ];
    render(<Harness entries={entries} onKey={(k) => keys.push(k)} />);
    await user.tab();
    await user.tab();
    expect(focused().textContent).toBe('open');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focused().textContent).toBe('Alpha'));
    await user.keyboard('{ArrowDown}');
    expect(focused().textContent).toBe('Gamma');
    await user.keyboard('{End}');
    expect(focused().textContent).toBe('Delta');
    await user.keyboard('{ArrowDown}');
    expect(focused().textContent).toBe('Alpha');
    await user.keyboard('{ArrowUp}');
    expect(focused().textContent).toBe('Delta');
    await user.keyboard('{Home}');
    expect(focused().textContent).toBe('Alpha');
    await user.keyboard('g');
    expect(focused().textContent).toBe('Gamma');
    // Typed letters stay in the menu (the page's hotkeys never see them).
    expect(keys).not.toContain('g');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(focused().textContent).toBe('open'));
    expect(screen.getByRole('button', { name: 'open' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('runs the chosen item and closes; keepOpen items leave it open; a click outside closes it', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    const toggled = vi.fn();
    render(
      <Harness
        entries={[
          { label: 'Pick', onSelect: picked },
          { label: 'Toggle', choice: 'checkbox', checked: false, keepOpen: true, onSelect: toggled },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Toggle' }));
    expect(toggled).toHaveBeenCalledOnce();
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Pick' }));
    expect(picked).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'before' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens at a point as a context menu and returns focus to the given element', async () => {
    const user = userEvent.setup();
    function ContextHarness() {
      const [at, setAt] = useState<{ x: number; y: number } | null>(null);
      return (
        <>
          <a
            href="#x"
            onContextMenu={(e) => {
              e.preventDefault();
              setAt({ x: e.clientX, y: e.clientY });
            }}
          >
            link
          </a>
          {at && <MenuPopup label="Link" anchor={at} returnFocus={screen.getByText('link')} onClose={() => setAt(null)} entries={[{ label: 'Copy link', onSelect: () => {} }]} />}
        </>
      );
    }
    render(<ContextHarness />);
    screen.getByText('link').focus();
    act(() => void fireEvent.contextMenu(screen.getByText('link'), { clientX: 40, clientY: 50 }));
    await waitFor(() => expect(focused().textContent).toBe('Copy link'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(focused().textContent).toBe('link'));
  });
});

describe('tidyEntries', () => {
  it('drops holes and stray dividers', () => {
    const a = { label: 'a', onSelect: () => {} };
    expect(tidyEntries([{ type: 'divider' }, null, a, { type: 'divider' }, false, { type: 'divider' }, a, { type: 'divider' }])).toEqual([a, { type: 'divider' }, a]);
  });
});
