import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testSession } from './test-app.test-util';
import { UserPopupTrigger } from './UserPopupTrigger';

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
