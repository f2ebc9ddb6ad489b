import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, dateDialog, inputDialog, selectDialog } from '@/core/dialogs/dialog-store';
import { DialogHost } from './DialogHost';

// Real timers again even when a fake-timer test fails half-way.
afterEach(() => vi.useRealTimers());

describe('DialogHost', () => {
  it('input dialog resolves with the typed text; Escape cancels', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let result: Promise<string | null>;
    act(() => {
      result = inputDialog({ title: 'Name' });
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'hello');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result!).resolves.toBe('hello');

    act(() => {
      result = inputDialog({ title: 'Again' });
    });
    await user.keyboard('{Escape}');
    await expect(result!).resolves.toBeNull();
  });

  it('date dialog: OK waits for a day and resolves it as YYYY-MM-DD; cancel resolves null', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let result: Promise<string | null>;
    act(() => {
      result = dateDialog({ title: 'When', max: '2030-12-31' });
    });
    const input = screen.getByLabelText('When', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.max).toBe('2030-12-31');
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '2024-02-29');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result!).resolves.toBe('2024-02-29');

    act(() => {
      result = dateDialog({ title: 'Again', defaultValue: '2024-01-01' });
    });
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    await expect(result!).resolves.toBeNull();
  });

  it('select dialog resolves with the chosen value', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let result: Promise<string | null>;
    act(() => {
      result = selectDialog({ title: 'Pick', items: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] });
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick' }), 'b');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result!).resolves.toBe('b');
  });

  it('a confirmation with a wait keeps OK disabled until the count reaches zero', async () => {
    vi.useFakeTimers();
    render(<DialogHost />);
    let result: Promise<boolean>;
    act(() => {
      result = confirmDialog({ text: 'Sure?', okDelaySeconds: 7 });
    });
    const ok = screen.getByRole('button', { name: /はい/ });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    expect(ok.textContent).toContain('(7)');
    for (let i = 0; i < 6; i++) await act(async () => void vi.advanceTimersByTime(1000));
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    act(() => ok.click());
    await expect(result!).resolves.toBe(true);
    vi.useRealTimers();
  });
});
