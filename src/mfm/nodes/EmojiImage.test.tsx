import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMOJI_LOAD_TIMEOUT_MS } from '@/core/constants';
import { EmojiImage } from './EmojiImage';

describe('EmojiImage', () => {
  it('tries each alternate source when an image fails, then shows the text', () => {
    render(<EmojiImage src="https://a.example/e.png" alt=":e:" className="e" fallback=":e:" alternates={() => ['https://b.example/e.webp', 'https://c.example/proxy.webp']} />);
    const src = () => document.querySelector('img')?.getAttribute('src') ?? null;
    expect(src()).toBe('https://a.example/e.png');
    fireEvent.error(document.querySelector('img')!);
    expect(src()).toBe('https://b.example/e.webp');
    fireEvent.error(document.querySelector('img')!);
    expect(src()).toBe('https://c.example/proxy.webp');
    fireEvent.error(document.querySelector('img')!);
    expect(src()).toBeNull();
    expect(screen.getByText(':e:')).toBeTruthy();
  });

  it('without alternates turns into text at the first failure', () => {
    render(<EmojiImage src="https://a.example/x.png" alt=":x:" className="x" fallback=":x:" />);
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(':x:')).toBeTruthy();
  });

  describe('the 5 s load timeout (spec section 9)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Images that never finish loading, placed in the viewport or far below it. */
    function stalled(top: number) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
      vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 20, left: 0, right: 20, width: 20, height: 20, x: 0, y: top, toJSON: () => ({}) } as DOMRect);
    }
    const src = () => document.querySelector('img')?.getAttribute('src') ?? null;

    it('moves on to the next source when an image in view has not loaded after 5 s', () => {
      vi.useFakeTimers();
      stalled(10);
      render(<EmojiImage src="https://a.example/slow.png" alt=":s:" className="s" fallback=":s:" alternates={() => ['https://b.example/s.webp']} />);
      act(() => vi.advanceTimersByTime(EMOJI_LOAD_TIMEOUT_MS - 1));
      expect(src()).toBe('https://a.example/slow.png');
      act(() => vi.advanceTimersByTime(1));
      expect(src()).toBe('https://b.example/s.webp');
    });

    it('leaves an image below the fold waiting', () => {
      vi.useFakeTimers();
      stalled(window.innerHeight + 5000);
      render(<EmojiImage src="https://a.example/later.png" alt=":l:" className="l" fallback=":l:" alternates={() => ['https://b.example/l.webp']} />);
      act(() => vi.advanceTimersByTime(EMOJI_LOAD_TIMEOUT_MS * 3));
      expect(src()).toBe('https://a.example/later.png');
    });
  });
});

describe('EmojiImage remembers failed sources', () => {
  it('a remounted image skips the sources that failed lately', () => {
    const alternates = () => ['https://b.example/again.webp'];
    const first = render(<EmojiImage src="https://a.example/again.png" alt=":g:" className="g" fallback=":g:" alternates={alternates} />);
    fireEvent.error(document.querySelector('img')!);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByText(':g:')).toBeTruthy();
    first.unmount();
    // Mounted again (a note drawn anew): no request for either source, the text straight away.
    render(<EmojiImage src="https://a.example/again.png" alt=":g:" className="g" fallback=":g:" alternates={alternates} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(':g:')).toBeTruthy();
  });
});
