import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './RelativeTime';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderCounted(date: string) {
  const commits = { n: 0 };
  render(
    <Profiler id="t" onRender={() => commits.n++}>
      <RelativeTime date={date} />
    </Profiler>,
  );
  return commits;
}

describe('RelativeTime', () => {
  it('does not render again on a clock tick that leaves its words unchanged', () => {
    // Two days old: the 5-minute clock; its ticks for the next hours all read "2 days ago".
    const commits = renderCounted('2026-12-04T11:00:00Z');
    const before = commits.n;
    const label = screen.getByRole('time', { hidden: true }).textContent;
    act(() => vi.advanceTimersByTime(3 * 5 * 60_000));
    expect(screen.getByRole('time', { hidden: true }).textContent).toBe(label);
    expect(commits.n).toBe(before);
  });
  it('renders again when the words change', () => {
    // 30 s old: the 10-second clock; a minute later it reads in minutes.
    const commits = renderCounted('2026-12-06T11:59:30Z');
    const first = document.querySelector('time')!.textContent;
    const before = commits.n;
    act(() => vi.advanceTimersByTime(40_000));
    expect(document.querySelector('time')!.textContent).not.toBe(first);
    expect(commits.n).toBeGreaterThan(before);
  });
});
