/** Rendering helpers for the rooms' component tests: providers, a signed-in session, a fake stream. */
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { renderInApp } from '@/app/render-in-app.test-util';

export const ORIGIN = 'http://rooms.test';
export const ME = { id: 'me0000000001', username: 'carol' };

/** A recorded answer from tests/fixtures/misskey-13.14.2. */
export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(__dirname, '../../../tests/fixtures/misskey-13.14.2', name), 'utf8')) as T;
}

/** The frames of a recorded stream (one JSON message per line). */
export function fixtureFrames(name: string): Array<{ type: string; body: { id: string; type: string; body: unknown } }> {
  return readFileSync(resolve(__dirname, '../../../tests/fixtures/misskey-13.14.2', name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as never);
}

export function signIn(): void {
  startSession({ id: ME.id, token: 'token', origin: ORIGIN, username: ME.username, isAdmin: false, isModerator: false });
}

/** A query client that never refetches what a test put in it. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } } });
}

/** A stream over a fake socket, opened. */
export async function fakeStream(): Promise<FakeWebSocket> {
  FakeWebSocket.reset();
  stopStream();
  startStream({ origin: ORIGIN, token: 'token', WebSocket: FakeWebSocket, disposeDelayMs: 0 });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const ws = FakeWebSocket.latest();
  ws.open();
  return ws;
}

/** The id of the latest `connect` the client sent for a channel. */
export function connectionId(ws: FakeWebSocket, channel: string): string | null {
  const frames = ws.sent.filter((f) => f.type === 'connect' && f.body.channel === channel);
  const last = frames[frames.length - 1];
  return last ? String(last.body.id) : null;
}

// jsdom has no layout, scrolling or canvas: the router restores scroll positions, virtual lists
// measure their scroller, thumbnails paint blurhashes.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
}

/** Gives every element a box, so virtual lists render rows in jsdom. */
export function fakeLayout(height = 800): void {
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { x: 0, y: 0, top: 0, left: 0, right: 400, bottom: height, width: 400, height, toJSON: () => ({}) } as DOMRect;
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
}

export function renderWith(qc: QueryClient, ui: () => ReactNode) {
  return renderInApp(ui, qc);
}
