import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTextStore, useTextSelector, type TextStore } from './text-store';

describe('text store', () => {
  it('tells its listeners about changes only', () => {
    const store = createTextStore('a');
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set('a');
    expect(listener).not.toHaveBeenCalled();
    store.set('ab');
    expect(store.get()).toBe('ab');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.set('abc');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a subscriber only when its selected value changes', () => {
    const store = createTextStore('');
    let renders = 0;
    const empty = (t: string) => t.trim() === '';
    function Probe({ s }: { s: TextStore }) {
      renders++;
      return <span data-testid="v">{String(useTextSelector(s, empty))}</span>;
    }
    const view = render(<Probe s={store} />);
    expect(renders).toBe(1);
    act(() => store.set('h'));
    expect(view.getByTestId('v').textContent).toBe('false');
    expect(renders).toBe(2);
    act(() => {
      store.set('he');
      store.set('hel');
    });
    act(() => store.set('hell'));
    expect(renders).toBe(2);
    act(() => store.set(''));
    expect(view.getByTestId('v').textContent).toBe('true');
    expect(renders).toBe(3);
  });
});
