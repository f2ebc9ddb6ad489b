import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderInApp } from '@/app/render-in-app.test-util';
import { startSession } from '@/core/accounts/session';

export { plainNote } from '@/core/entities/note.test-util';

/** Note component tests: carol signed in, no network (every request 404), no scrolling in jsdom. */
export function setUpNoteTests(): void {
  // jsdom has no scrolling: the router's scroll restoration would log "Not implemented: window.scrollTo".
  window.scrollTo = () => undefined;
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
}

/** Renders notes as the app's page (they hold links, queries and settings). */
export function renderNotesInApp(view: () => ReactNode) {
  return renderInApp(view, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
}
