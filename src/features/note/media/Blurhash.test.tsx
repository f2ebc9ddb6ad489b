import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blurhash } from './Blurhash';
import { paintBlurhash } from './blurhash-paint';

// The reader's scrolling, driven by each test, and the moment it settles.
const scrolling = vi.hoisted(() => ({ on: false, waiting: [] as Array<() => void> }));
vi.mock('../capture/scroll-settle', async (original) => ({
  ...(await original<typeof import('../capture/scroll-settle')>()),
  whenScrollSettles: (fn: () => void) => {
    if (!scrolling.on) {
      fn();
      return () => undefined;
    }
    scrolling.waiting.push(fn);
    return () => {
      scrolling.waiting = scrolling.waiting.filter((f) => f !== fn);
    };
  },
}));
vi.mock('./blurhash-paint', async (original) => ({ ...(await original<typeof import('./blurhash-paint')>()), paintBlurhash: vi.fn() }));

const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

function settle() {
  scrolling.on = false;
  const run = scrolling.waiting;
  scrolling.waiting = [];
  act(() => run.forEach((fn) => fn()));
}

describe('Blurhash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrolling.on = false;
    scrolling.waiting = [];
    vi.mocked(paintBlurhash).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('paints as the tile mounts when the reader is not scrolling', () => {
    const { container } = render(<Blurhash hash={HASH} avgColor="#336699" />);
    const canvas = container.querySelector('canvas')!;
    expect(paintBlurhash).toHaveBeenCalledWith(canvas, HASH);
    expect(canvas.style.background).toBe('rgb(51, 102, 153)');
  });

  it('mounted while the reader scrolls: the average colour only, the blurhash once the scrolling stops, in a task of its own', () => {
    scrolling.on = true;
    const { container } = render(<Blurhash hash={HASH} avgColor="#336699" />);
    expect(paintBlurhash).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')!.style.background).toBe('rgb(51, 102, 153)');
    settle();
    expect(paintBlurhash).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(paintBlurhash).toHaveBeenCalledTimes(1);
    expect(paintBlurhash).toHaveBeenCalledWith(container.querySelector('canvas'), HASH);
  });

  it('paints nothing for a row gone before the scrolling stopped, nor for a file without a hash', () => {
    scrolling.on = true;
    const { unmount } = render(<Blurhash hash={HASH} />);
    unmount();
    settle();
    act(() => vi.runAllTimers());
    scrolling.on = false;
    render(<Blurhash hash={null} />);
    expect(paintBlurhash).not.toHaveBeenCalled();
  });
});
