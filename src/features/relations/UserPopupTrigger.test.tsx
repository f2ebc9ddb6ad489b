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
});
