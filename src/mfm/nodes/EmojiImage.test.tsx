import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
