/**
 * The client accepts the shapes of current Misskey releases (tests/fixtures/misskey-current: written
 * from Misskey's published API types, not recorded — see the README there). One test per file:
 * parse it, render it, act on it, as a newer server would send it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { meQuery } from '@/core/accounts/me-query';
import { computeCapabilities, rolePolicies, serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { setSetting } from '@/core/settings';
import { NoteView } from '@/features/note/Note';
import { NotificationFeed } from '@/features/notifications/NotificationFeed';
import { abilitiesOf } from '@/features/post-form/rules/restrictions';
import { renderApp, testSession, newQueryClient, ORIGIN } from '@/features/relations/test-app.test-util';
import { TimelinePage } from '@/features/timeline/TimelinePage';
import { Avatar } from '@/ui/avatar/Avatar';
import { avatarDecorationsOf } from './avatar-decoration';
import type { Note } from './note';
import type { Notification } from './notification';

const DIR = resolve(__dirname, '../../../tests/fixtures/misskey-current');
const read = <T,>(file: string): T => JSON.parse(readFileSync(resolve(DIR, file), 'utf8')) as T;
const meta = read<Record<string, unknown>>('meta.json');
const me = read<Record<string, unknown> & { id: string; username: string; host: string | null }>('i.json');
const ACCOUNT = { origin: ORIGIN, id: 'me' };
const NOT_FOUND = { status: 404, body: { error: { code: 'NO_SUCH_ENDPOINT', message: 'no', id: 'x' } } };

/** A query client that already knows the server (meta, its endpoints list) and, optionally, `i`. */
function knownServer(i: Record<string, unknown> | null, endpoints: string[] | null = null) {
  const qc = newQueryClient();
  qc.setQueryData(instanceMetaQuery().queryKey, meta);
  qc.setQueryData(serverEndpointsQuery().queryKey, endpoints);
  if (i) qc.setQueryData(meQuery(ACCOUNT).queryKey, { username: 'carol', ...i, id: 'me' });
  return qc;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeEach(() => localStorage.clear());

describe('the client accepts the shapes of current Misskey releases', () => {
  it('meta.json (MetaDetailed with policies): capabilities from the version, the server’s policies where the account has none', async () => {
    const caps = computeCapabilities(meta, null);
    expect(caps).toMatchObject({ family: 'misskey', timelineWithReplies: true, featuredByUntilId: true, roles: true });
    expect(caps.reactionAcceptance).toEqual(['likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote']);
    expect(rolePolicies({ id: 'me' }, meta)).toEqual({ ltlAvailable: true, gtlAvailable: false, canPublicNote: true });
    testSession((endpoint) => (endpoint.startsWith('notes/') ? { status: 200, body: [] } : NOT_FOUND));
    renderApp(() => <TimelinePage />, knownServer({ id: 'me', username: 'carol' }));
    await waitFor(() => expect(tabNames().length).toBeGreaterThan(0));
    // The server's default policies forbid the global timeline: no Global tab.
    expect(tabNames()).toEqual(['ホーム', 'ローカル', 'ソーシャル', 'ハイライト', 'メディア']);
  });

  it('i.json (MeDetailed with policies and avatarDecorations): the account’s own policies hide Local and Social, limit visibility; the decoration is drawn', async () => {
    expect(rolePolicies(me, meta)).toEqual({ ltlAvailable: false, gtlAvailable: true, canPublicNote: false });
    expect(abilitiesOf(me).blockPostPublic).toBe(true);
    const [decoration] = avatarDecorationsOf(me);
    expect(decoration).toMatchObject({ id: '9zdeco0001', url: 'https://misskey.example/files/decoration-crown.webp', flipH: true });
    const calls = testSession((endpoint) => (endpoint.startsWith('notes/') ? { status: 200, body: [] } : NOT_FOUND)).calls;
    // A stored Local tab falls back to Home.
    setSetting('tl', { src: 'local', arg: null });
    const { container } = renderApp(
      () => (
        <>
          <TimelinePage />
          <Avatar user={me} decorations />
        </>
      ),
      knownServer(me),
    );
    await waitFor(() => expect(tabNames().length).toBeGreaterThan(0));
    // Media is built from the local timeline too; Highlight (featured) is not governed by ltlAvailable here.
    expect(tabNames()).toEqual(['ホーム', 'グローバル', 'ハイライト']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('ホーム');
    const img = container.querySelector<HTMLImageElement>('img[data-avatar-decoration="9zdeco0001"]');
    expect(img?.getAttribute('src')).toBe(decoration!.url);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.style.transform).toContain('scaleX(-1)');
    await waitFor(() => expect(calls.some((c) => c.endpoint.startsWith('notes/'))).toBe(true));
    expect(calls.map((c) => c.endpoint)).not.toContain('notes/local-timeline');
    expect(calls.map((c) => c.endpoint)).not.toContain('notes/hybrid-timeline');
  });

  it('notes-show-reaction-acceptance.json (Note with reactionAcceptance likeOnly): the react button is a like and sends ❤', async () => {
    const note = read<Note>('notes-show-reaction-acceptance.json');
    const { calls } = testSession((endpoint) => (endpoint === 'notes/reactions/create' ? { status: 204 } : NOT_FOUND));
    const { container } = renderApp(() => <NoteView note={note} />, knownServer({ id: 'me', username: 'carol' }));
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('Likes only on this one, please.');
    expect(container.querySelector('img[data-avatar-decoration="9zdeco0002"]')).not.toBeNull();
    const react = container.querySelector<HTMLButtonElement>('[data-note-action="react"]')!;
    expect(react.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(react);
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'notes/reactions/create')?.body).toMatchObject({ noteId: note.id, reaction: '❤' }));
    // Another reaction can no longer be added from the list under the note; the like can.
    const group = within(article).getByRole('group');
    for (const b of within(group).getAllByRole('button')) expect(b.hasAttribute('disabled')).toBe(false);
  });

  it('i-notifications-grouped.json (grouped notifications): read from i/notifications-grouped, one entry per group, neutral entries for newer types', async () => {
    const list = read<Notification[]>('i-notifications-grouped.json');
    const { calls } = testSession((endpoint, body) => {
      if (endpoint === 'i/notifications-grouped') return { status: 200, body: body.untilId ? [] : list };
      return NOT_FOUND;
    });
    const { container } = renderApp(() => <NotificationFeed />, knownServer(me, ['i', 'i/notifications', 'i/notifications-grouped', 'notes/create']));
    const feed = await screen.findByRole('feed');
    // reaction group (3), follow, renote group (2), note, roleAssigned, a single reaction, test.
    await waitFor(() => expect(feed.querySelectorAll('article').length).toBe(7));
    expect(calls.map((c) => c.endpoint)).not.toContain('i/notifications');
    const reactions = container.querySelector('[data-notification-type="reaction"][data-notification-group="3"]')!;
    expect(reactions.textContent).toContain('Alice');
    expect(reactions.textContent).toContain('Today’s sunset from the office window');
    expect(reactions.querySelectorAll('img, [aria-hidden] span').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-notification-type="renote"][data-notification-group="2"]')).not.toBeNull();
    for (const type of ['note', 'roleAssigned', 'test', 'follow']) expect(container.querySelector(`[data-notification-type="${type}"]`), type).not.toBeNull();
  });
});
