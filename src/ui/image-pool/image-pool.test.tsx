import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Avatar } from '@/ui/avatar/Avatar';
import { startSession } from '@/core/accounts/session';
import { freeImageCount, MAX_FREE_IMAGES, releaseImage, takeImage } from './image-pool';
import { PooledImage } from './PooledImage';

// jsdom loads no images: every one would count as failed (complete, no natural width).
let loaded = true;
const natural = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => (loaded ? 46 : 0) });
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
});
afterAll(() => {
  if (natural) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', natural);
  if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
});

describe('the image pool', () => {
  it('hands a given-back element to the next taker of the same address, and a new one otherwise', () => {
    const a = takeImage('https://x.example/a.png');
    releaseImage(a);
    expect(takeImage('https://x.example/a.png')).toBe(a);
    expect(takeImage('https://x.example/a.png')).not.toBe(a);
    expect(takeImage('https://x.example/b.png').getAttribute('src')).toBe('https://x.example/b.png');
  });

  it('keeps no image that failed to load', () => {
    const a = takeImage('https://x.example/broken.png');
    loaded = false;
    releaseImage(a);
    loaded = true;
    expect(takeImage('https://x.example/broken.png')).not.toBe(a);
  });

  it('takes a given-back element out of its leaving row when the page is idle, not when it is given back, and leaves one taken again where it went', async () => {
    const leaving = document.createElement('div');
    const next = document.createElement('div');
    document.body.append(leaving, next);
    const a = takeImage('https://x.example/row-a.png');
    const b = takeImage('https://x.example/row-b.png');
    leaving.append(a, b);
    releaseImage(a);
    releaseImage(b);
    expect(a.parentNode).toBe(leaving);
    next.append(takeImage('https://x.example/row-b.png'));
    await new Promise((r) => setTimeout(r, 150));
    expect(a.parentNode).toBeNull();
    expect(b.parentNode).toBe(next);
    leaving.remove();
    next.remove();
  });

  it('keeps a bounded number, the oldest addresses first out', () => {
    const first = takeImage('https://x.example/first.png');
    releaseImage(first);
    for (let i = 0; i < MAX_FREE_IMAGES + 10; i++) releaseImage(takeImage(`https://x.example/${i}.png`));
    expect(freeImageCount()).toBe(MAX_FREE_IMAGES);
    expect(takeImage('https://x.example/first.png')).not.toBe(first);
  });
});

describe('PooledImage', () => {
  it('shows an <img> with its attributes, and a row that comes after one that left gets its element', () => {
    const first = render(<PooledImage src="https://x.example/av.png" alt="Alice" className="round" width={46} height={46} boxWidth="46px" boxHeight="46px" />);
    const img = screen.getByRole('img', { name: 'Alice' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://x.example/av.png');
    expect(img.className).toBe('round');
    expect(img.getAttribute('width')).toBe('46');
    expect(img.style.width).toBe('46px');
    first.unmount();
    expect(img.isConnected).toBe(false);
    render(<PooledImage src="https://x.example/av.png" alt="Bob" />);
    const again = screen.getByRole('img', { name: 'Bob' });
    expect(again).toBe(img);
    // Nothing of the last use stays on it.
    expect(again.className).toBe('');
    expect(again.hasAttribute('width')).toBe(false);
    expect(again.style.width).toBe('');
  });

  it('tells its owner of a load error: an avatar falls back to the server proxy', () => {
    render(<Avatar user={{ username: 'zoe', host: 'remote.example', avatarUrl: 'https://remote.example/zoe.png', isCat: false }} />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://remote.example/zoe.png');
    loaded = false;
    fireEvent.error(img);
    loaded = true;
    expect(document.querySelector('img')!.getAttribute('src')).toBe(`http://localhost:3000/proxy/avatar.webp?url=${encodeURIComponent('https://remote.example/zoe.png')}&avatar=1`);
  });

  it('an avatar that keeps failing goes on to the avatar route, the alternative route, then the letter', () => {
    render(<Avatar user={{ username: 'zoe', host: 'remote.example', avatarUrl: 'https://remote.example/zoe2.png', isCat: false }} />);
    const fail = () => {
      loaded = false;
      fireEvent.error(document.querySelector('img')!);
      loaded = true;
    };
    fail();
    fail();
    expect(document.querySelector('img')!.getAttribute('src')).toBe('http://localhost:3000/avatar/@zoe@remote.example');
    fail();
    expect(document.querySelector('img')!.getAttribute('src')).toBe('http://localhost:3000/avatar-alt/@zoe@remote.example');
    fail();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Z')).toBeTruthy();
  });
});
