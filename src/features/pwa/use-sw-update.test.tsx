import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateAndReload, useWaitingWorker } from './use-sw-update';

class FakeTarget extends EventTarget {}

function fakeServiceWorker(opts: { waiting: boolean; controlled: boolean }) {
  const reg = Object.assign(new FakeTarget(), {
    waiting: opts.waiting ? ({ postMessage: vi.fn(), id: 'w' } as unknown as ServiceWorker) : null,
    installing: null as (EventTarget & { state: string }) | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new FakeTarget(), {
    controller: opts.controlled ? {} : null,
    getRegistration: vi.fn(async () => reg),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { reg, container };
}

function Probe() {
  const waiting = useWaitingWorker();
  return <p>{waiting ? 'update ready' : 'up to date'}</p>;
}

describe('new version prompt', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reports a waiting worker only when a previous one controls the page', async () => {
    fakeServiceWorker({ waiting: true, controlled: true });
    render(<Probe />);
    expect(await screen.findByText('update ready')).toBeTruthy();
  });

  it('the first install is not an update', async () => {
    fakeServiceWorker({ waiting: true, controlled: false });
    render(<Probe />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(screen.getByText('up to date')).toBeTruthy();
  });

  it('notices a worker that finishes installing later', async () => {
    const { reg } = fakeServiceWorker({ waiting: false, controlled: true });
    render(<Probe />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    const installing = Object.assign(new FakeTarget(), { state: 'installing' });
    reg.installing = installing;
    await act(async () => {
      reg.dispatchEvent(new Event('updatefound'));
      reg.waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(await screen.findByText('update ready')).toBeTruthy();
  });

  it('notices a worker that was already installing when the page started', async () => {
    const { reg } = fakeServiceWorker({ waiting: false, controlled: true });
    const installing = Object.assign(new FakeTarget(), { state: 'installing' });
    reg.installing = installing;
    render(<Probe />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(screen.getByText('up to date')).toBeTruthy();
    await act(async () => {
      reg.waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(await screen.findByText('update ready')).toBeTruthy();
  });

  it('asks the waiting worker to take over and reloads only once it controls the page', () => {
    const { container } = fakeServiceWorker({ waiting: true, controlled: true });
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    const worker = { postMessage: vi.fn(), state: 'installed' } as unknown as ServiceWorker;
    activateAndReload(worker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'skipWaiting' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  });

  it('only reloads when another tab has already let the new version take over', () => {
    fakeServiceWorker({ waiting: false, controlled: true });
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    const worker = { postMessage: vi.fn(), state: 'activated' } as unknown as ServiceWorker;
    activateAndReload(worker);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  });
});
