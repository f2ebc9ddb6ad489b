import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WindowFrame } from './WindowFrame';

const labels = { back: 'Back', maximise: 'Maximise', restore: 'Restore', toMain: 'Show in page', close: 'Close', resize: 'Resize' };

function setup(over: Partial<Parameters<typeof WindowFrame>[0]> = {}) {
  const props = { title: 'Alice', labels, index: 0, zIndex: 901, canBack: false, onBack: vi.fn(), onClose: vi.fn(), onToMain: vi.fn(), onFocus: vi.fn(), bodyRef: createRef<HTMLDivElement>(), ...over };
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  const view = render(
    <WindowFrame {...props}>
      <input aria-label="inside" />
    </WindowFrame>,
  );
  return { props, outside, view };
}

describe('WindowFrame', () => {
  it('is a dialog named by its title that takes the focus and gives it back', () => {
    const { outside, view } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Alice' });
    expect(dialog).toHaveProperty('tabIndex', -1);
    expect(document.activeElement).toBe(dialog);
    view.unmount();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('closes on Escape pressed inside it, and offers back, maximise and show in page', () => {
    const { props, outside } = setup({ canBack: true });
    fireEvent.keyDown(screen.getByLabelText('inside'), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show in page' }));
    expect(props.onToMain).toHaveBeenCalled();
    const max = screen.getByRole('button', { name: 'Maximise' });
    fireEvent.click(max);
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveProperty('ariaPressed', 'true');
    outside.remove();
  });

  it('disables Back when there is no history', () => {
    const { outside } = setup();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    outside.remove();
  });
});
