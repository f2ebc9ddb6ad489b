import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { closeColumnPage, openInColumn } from './column-nav';

/** A router at `/` with `search` and entry `state`, recording what is asked of it. */
function fakeRouter(search: Record<string, unknown>, state: Record<string, unknown> = {}) {
  const navigate = vi.fn(async () => undefined);
  const back = vi.fn();
  const router = { state: { location: { search, state } }, navigate, history: { back } } as unknown as AnyRouter;
  return { router, navigate, back };
}

describe('column navigation', () => {
  it('opens a page in a column as a new history entry marked with the column', () => {
    const { router, navigate } = fakeRouter({ zen: 1 });
    openInColumn(router, 'c1', '/notes/a');
    expect(navigate).toHaveBeenCalledWith({ to: '/', search: { zen: 1, deck: { c1: ['/notes/a'] } }, state: { deckColumn: 'c1' } });
  });

  it('does nothing for the page the column already shows', () => {
    const { router, navigate } = fakeRouter({ deck: { c1: ['/notes/a'] } });
    openInColumn(router, 'c1', '/notes/a');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes with browser Back when the current entry is the one the opening made', () => {
    const { router, navigate, back } = fakeRouter({ deck: { c1: ['/notes/a'] } }, { deckColumn: 'c1' });
    closeColumnPage(router, 'c1');
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('otherwise replaces the address with the stack popped, leaving other columns alone', () => {
    const { router, navigate, back } = fakeRouter({ deck: { c1: ['/notes/a', '/@bob'], c2: ['/notes/b'] } }, { deckColumn: 'c2' });
    closeColumnPage(router, 'c1');
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: '/', search: { deck: { c1: ['/notes/a'], c2: ['/notes/b'] } }, replace: true });
  });

  it('ignores a column that shows no page', () => {
    const { router, navigate, back } = fakeRouter({}, { deckColumn: 'c1' });
    closeColumnPage(router, 'c1');
    expect(back).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
