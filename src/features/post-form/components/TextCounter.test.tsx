import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTextStore } from '../state/text-store';
import { applyCounterView, counterView, LiveTextCounter } from './TextCounter';

const titles = { remaining: 'left', used: 'used' };
const nextPaint = () => new Promise((r) => setTimeout(r, 40));

describe('counter', () => {
  it('shows the used count while more than 999 remain, then what remains, flagged when over', () => {
    expect(counterView(10, 3000, titles)).toEqual({ text: '10', over: 'false', mode: 'used', title: 'used' });
    expect(counterView(2500, 3000, titles)).toEqual({ text: '500', over: 'false', mode: 'remaining', title: 'left' });
    expect(counterView(3002, 3000, titles)).toMatchObject({ text: '-2', over: 'true', mode: 'remaining' });
  });

  it('changes the number in place (the same text node) and only the attributes that changed', () => {
    const el = document.createElement('span');
    applyCounterView(el, counterView(1, 3000, titles));
    const node = el.firstChild;
    expect(el.textContent).toBe('1');
    applyCounterView(el, counterView(2, 3000, titles));
    expect(el.firstChild).toBe(node);
    expect(el.textContent).toBe('2');
    expect(el.dataset.mode).toBe('used');
    applyCounterView(el, counterView(2999, 3000, titles));
    expect(el.firstChild).toBe(node);
    expect([el.textContent, el.dataset.mode, el.title, el.dataset.over]).toEqual(['1', 'remaining', 'left', 'false']);
  });

  it('is filled before the first paint and follows the store after the next one, without re-rendering', async () => {
    const store = createTextStore('hello');
    let calls = 0;
    const lengthOf = (t: string) => {
      calls++;
      return [...t].length;
    };
    const view = render(<LiveTextCounter text={store} lengthOf={lengthOf} max={3000} />);
    const el = view.getByTestId('text-counter');
    expect(el.textContent).toBe('5');
    act(() => {
      store.set('hello!');
      store.set('hello!!');
    });
    expect(el.textContent).toBe('5');
    const before = calls;
    await act(nextPaint);
    expect(el.textContent).toBe('7');
    expect(calls - before).toBe(1);
    // New props (a new max) show at once.
    view.rerender(<LiveTextCounter text={store} lengthOf={lengthOf} max={1000} />);
    expect([el.textContent, el.dataset.mode]).toEqual(['993', 'remaining']);
  });
});
