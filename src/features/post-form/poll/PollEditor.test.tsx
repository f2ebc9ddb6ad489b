import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/core/i18n';
import { emptyPoll, pollPayload, type PollDraft } from './poll-draft';
import { PollEditor } from './PollEditor';

function mount(initial: PollDraft = emptyPoll()) {
  const state: { current: PollDraft } = { current: initial };
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
  function Harness() {
    const [value, setValue] = useState(initial);
    state.current = value;
    return (
      <form onSubmit={onSubmit}>
        <PollEditor value={value} onChange={setValue} />
      </form>
    );
  }
  render(<Harness />);
  return { state, onSubmit };
}

afterEach(() => vi.useRealTimers());

describe('PollEditor', () => {
  it('edits choices and the multiple flag; Enter adds a choice without submitting the form', async () => {
    const user = userEvent.setup();
    const { state, onSubmit } = mount();
    await user.type(screen.getByRole('textbox', { name: t('pollEditor.choice', { n: 1 }) }), 'Cats');
    await user.type(screen.getByRole('textbox', { name: t('pollEditor.choice', { n: 2 }) }), 'Dogs{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(state.current.choices).toEqual(['Cats', 'Dogs', '']);
    await user.click(screen.getByRole('checkbox', { name: t('pollEditor.multiple') }));
    expect(pollPayload(state.current)).toEqual({ choices: ['Cats', 'Dogs'], multiple: true });
  });

  it('keeps at least 1 choice, with a message', async () => {
    const user = userEvent.setup();
    const { state } = mount({ ...emptyPoll(), choices: ['Only'] });
    await user.click(screen.getByRole('button', { name: t('pollEditor.removeChoice', { n: 1 }) }));
    expect(state.current.choices).toEqual(['Only']);
    expect(screen.getByRole('alert').textContent).toBe(t('pollEditor.atLeastOne'));
  });

  it('stops at 20 choices with a message', async () => {
    const user = userEvent.setup();
    const { state } = mount({ ...emptyPoll(), choices: Array.from({ length: 19 }, (_, i) => `c${i}`) });
    await user.click(screen.getByRole('button', { name: t('pollEditor.addChoice') }));
    expect(state.current.choices).toHaveLength(20);
    expect(screen.queryByRole('button', { name: t('pollEditor.addChoice') })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(t('pollEditor.noMore', { max: 20 }));
  });

  it('a deadline defaults to the start of tomorrow (the day after from 22:00) and can be edited', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 22, 15));
    const { state } = mount({ ...emptyPoll(), choices: ['a', 'b'] });
    fireEvent.change(screen.getByRole('combobox', { name: t('pollEditor.expiration') }), { target: { value: 'at' } });
    expect(state.current.expiresAt).toBe(new Date(2024, 5, 3, 0, 0).getTime());
    const date = screen.getByLabelText(t('pollEditor.deadlineDate')) as HTMLInputElement;
    const time = screen.getByLabelText(t('pollEditor.deadlineTime')) as HTMLInputElement;
    expect([date.value, time.value]).toEqual(['2024-06-03', '00:00']);
    fireEvent.change(time, { target: { value: '13:30' } });
    expect(state.current.expiresAt).toBe(new Date(2024, 5, 3, 13, 30).getTime());
    fireEvent.change(date, { target: { value: '2024-05-01' } });
    expect(screen.getByRole('alert').textContent).toBe(t('pollEditor.pastDeadline'));
    expect(pollPayload(state.current)).toBeNull();
  });

  it('a duration defaults to 1 hour and follows amount and unit', () => {
    const { state } = mount({ ...emptyPoll(), choices: ['a', 'b'] });
    fireEvent.change(screen.getByRole('combobox', { name: t('pollEditor.expiration') }), { target: { value: 'after' } });
    expect(state.current.expiredAfter).toBe(3_600_000);
    const amount = screen.getByRole('spinbutton', { name: t('pollEditor.duration') }) as HTMLInputElement;
    const unit = screen.getByRole('combobox', { name: t('pollEditor.unit') }) as HTMLSelectElement;
    expect([amount.value, unit.value]).toEqual(['1', 'hour']);
    fireEvent.change(unit, { target: { value: 'day' } });
    expect(state.current.expiredAfter).toBe(86_400_000);
    fireEvent.change(amount, { target: { value: '90' } });
    fireEvent.change(unit, { target: { value: 'second' } });
    expect(state.current.expiredAfter).toBe(90_000);
    fireEvent.change(amount, { target: { value: '' } });
    expect(pollPayload(state.current)).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: t('pollEditor.expiration') }), { target: { value: 'infinite' } });
    expect(state.current).toMatchObject({ expiresAt: null, expiredAfter: null });
  });
});
