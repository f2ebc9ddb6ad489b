// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Card({ name }: { name: string }) {
  return <p>card for {name}</p>;
}

describe('preloadable', () => {
  it('renders in the same commit, with no fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Card }));
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="bob" />
      </Suspense>,
    );
    // Synchronously after render: React.lazy would show the fallback here and the card only later.
    expect(screen.getByText('card for bob')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its code is here, then shows it', async () => {
    let resolve!: (m: { default: typeof Card }) => void;
    const { Component } = preloadable(() => new Promise<{ default: typeof Card }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="carol" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ default: Card }));
    expect(await screen.findByText('card for carol')).toBeTruthy();
  });

  it('tries the load again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Card });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
