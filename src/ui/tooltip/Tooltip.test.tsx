import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bindElementProps } from './bind-element-props';
import { useTooltipScope } from './use-tooltip-scope';

function Bar() {
  const { scopeProps, tooltip } = useTooltipScope();
  return (
    <div {...scopeProps}>
      <button type="button" aria-label="Reply" data-tooltip="Reply">
        R
      </button>
      <button type="button" aria-label="More" data-tooltip="More">
        M
      </button>
      <button type="button">plain</button>
      {tooltip}
    </div>
  );
}

/** The first hover loads the tooltip's code; the next one (mouseenter, as the browser sends) opens it after the delay. */
async function hover(el: HTMLElement) {
  fireEvent.pointerOver(el, { pointerType: 'mouse' });
  await act(async () => {
    await import('./TooltipAttachment');
    await new Promise((r) => setTimeout(r, 0));
  });
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.mouseEnter(el);
}

describe('tooltip', () => {
  it('renders nothing and loads nothing for controls nobody has pointed at', () => {
    render(<Bar />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reply' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the hovered control\'s text after the delay, names it with aria-describedby, and closes on leave', async () => {
    render(<Bar />);
    const reply = screen.getByRole('button', { name: 'Reply' });
    await hover(reply);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Reply');
    await waitFor(() => expect(reply.getAttribute('aria-describedby')).toBe(tip.id));
    fireEvent.mouseLeave(reply);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(reply.getAttribute('aria-describedby')).toBeNull();
  });

  it('follows the pointer to another control and closes on Escape', async () => {
    render(<Bar />);
    await hover(screen.getByRole('button', { name: 'Reply' }));
    await screen.findByRole('tooltip');
    const more = screen.getByRole('button', { name: 'More' });
    await hover(more);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('More'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('ignores controls without a tooltip and a mouse press', async () => {
    render(<Bar />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'plain' }), { pointerType: 'mouse' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Reply' }), { pointerType: 'mouse' });
    await act(async () => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('bindElementProps', () => {
  it('adds handlers and ARIA attributes to an element and takes them away again', () => {
    const el = document.createElement('button');
    el.setAttribute('aria-describedby', 'mine');
    const seen: unknown[] = [];
    const undo = bindElementProps(el, {
      onFocus: (e: { nativeEvent: Event; currentTarget: Element }) => seen.push([e.nativeEvent.type, e.currentTarget === el]),
      'aria-describedby': 'tip',
      'aria-hidden': undefined,
      style: { color: 'red' },
    });
    expect(el.getAttribute('aria-describedby')).toBe('tip');
    el.dispatchEvent(new FocusEvent('focusin'));
    expect(seen).toEqual([['focusin', true]]);
    undo();
    el.dispatchEvent(new FocusEvent('focusin'));
    expect(seen).toHaveLength(1);
    expect(el.getAttribute('aria-describedby')).toBe('mine');
    expect(el.hasAttribute('style')).toBe(false);
  });
});
