import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast } from '@/core/toast/toast-store';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    vi.restoreAllMocks();
  });

  it('is a manual popover raised into the top layer by every toast, repeated ones too', () => {
    const shown: number[] = [];
    let open = false;
    HTMLElement.prototype.showPopover = vi.fn(function () {
      open = true;
      shown.push(Date.now());
    });
    HTMLElement.prototype.hidePopover = vi.fn(() => {
      open = false;
    });
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, sel: string) {
      return sel === ':popover-open' ? open : matches.call(this, sel);
    });
    const { container } = render(<Toaster />);
    const region = container.querySelector('[data-toaster]')!;
    expect(region.getAttribute('popover')).toBe('manual');
    expect(shown).toHaveLength(0);
    act(() => void showToast('Could not post', 'error'));
    expect(shown).toHaveLength(1);
    expect(region.querySelector('li[role="alert"]')?.textContent).toContain('Could not post');
    // The same error again (e.g. inside a dialog opened since): raised again, still one toast.
    act(() => void showToast('Could not post', 'error'));
    expect(shown).toHaveLength(2);
    expect(HTMLElement.prototype.hidePopover).toHaveBeenCalled();
    expect(region.querySelectorAll('li')).toHaveLength(1);
  });

  it('works where popovers are not supported (a fixed element)', () => {
    // @ts-expect-error jsdom without the popover API
    delete HTMLElement.prototype.showPopover;
    const { container } = render(<Toaster />);
    act(() => void showToast('Saved', 'success'));
    expect(container.querySelector('li[role="status"]')?.textContent).toContain('Saved');
  });

  it('moves inside an open modal dialog (outside it the toasts would be inert) and back when it closes', async () => {
    const { container } = render(<Toaster />);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
      showToast('Failed inside the dialog', 'error');
    });
    expect(dialog.querySelector('[data-toaster] li[role="alert"]')?.textContent).toContain('Failed inside the dialog');
    expect(container.querySelector('[data-toaster]')).toBeNull();
    await act(async () => {
      dialog.remove();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container.querySelector('[data-toaster] li[role="alert"]')?.textContent).toContain('Failed inside the dialog');
  });
});
