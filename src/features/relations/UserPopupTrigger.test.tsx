import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testSession } from './test-app.test-util';
import { UserPopupTrigger } from './UserPopupTrigger';

// Real timers again even when the fake-timer test fails half-way.
afterEach(() => vi.useRealTimers());

describe('UserPopupTrigger', () => {
  it('opens the card after hovering with a mouse', async () => {
    testSession();
    renderApp(() => (
      <UserPopupTrigger user={{ id: 'u1', username: 'bob', host: null }}>
        <span>Bob</span>
      </UserPopupTrigger>
    ));
    const trigger = await screen.findByText('Bob');
    vi.useFakeTimers();
    fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    vi.useRealTimers();
    expect(document.querySelector('[data-user-popup="u1"]')).not.toBeNull();
  });

  it('stays open when the pointer goes straight from the name into the card (no gap crossed)', async () => {
    testSession();
    renderApp(() => (
      <UserPopupTrigger user={{ id: 'u3', username: 'dave', host: null }}>
        <span>Dave</span>
      </UserPopupTrigger>
    ));
    const trigger = (await screen.findByText('Dave')).parentElement!;
    vi.useFakeTimers();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    const card = document.querySelector('[data-user-popup="u3"]')!;
    expect(card).not.toBeNull();
    // The browser's order for one jump: out of the name (React's enter into the card is derived from it),
    // then the name's own pointerleave, whose relatedTarget is the card.
    // (jsdom has no PointerEvent: a MouseEvent of the same type carries the relatedTarget.)
    act(() => {
      trigger.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: card }));
      trigger.dispatchEvent(new MouseEvent('pointerleave', { relatedTarget: card }));
    });
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    vi.useRealTimers();
    expect(document.querySelector('[data-user-popup="u3"]')).not.toBeNull();
  });
});

describe('UserPopupTrigger card code', () => {
  it("starts loading the card's code when the pointer arrives, before the open delay ends", async () => {
    const imported = vi.fn();
    vi.doMock('./UserPopupCard', () => {
      imported();
      return { default: () => <p>card</p> };
    });
    vi.resetModules();
    const { UserPopupTrigger: Fresh } = await import('./UserPopupTrigger');
    testSession();
    renderApp(() => (
      <Fresh user={{ id: 'u2', username: 'carol', host: null }}>
        <span>Carol</span>
      </Fresh>
    ));
    const trigger = await screen.findByText('Carol');
    expect(imported).not.toHaveBeenCalled();
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    // Well before the 500 ms delay: the code is on its way (the import settles in a microtask or two).
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(imported).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-user-popup="u2"]')).toBeNull();
    vi.doUnmock('./UserPopupCard');
  });
});
