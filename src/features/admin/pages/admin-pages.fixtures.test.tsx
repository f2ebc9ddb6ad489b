/**
 * The admin pages on the recorded answers of a real Misskey 13.14.2 server (tests/fixtures/misskey-13.14.2
 * admin-*.json and the public ones they read): each renders them without an error.
 */
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { querySettled } from '@/core/query/query-settled.test-util';
import { renderApp, testSession } from '@/features/relations/test-app.test-util';
import { META_FORMS, type MetaFormId } from '../meta-form/meta-fields';
import { MetaForm } from '../meta-form/MetaForm';
import { AbusesPage } from './AbusesPage';
import { AdsPage } from './AdsPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import { DatabasePage } from './DatabasePage';
import { EmojisPage } from './EmojisPage';
import { OverviewPage } from './OverviewPage';
import { QueuePage } from './QueuePage';
import { UsersPage } from './UsersPage';

const fixture = (name: string): unknown => JSON.parse(readFileSync(resolve(__dirname, `../../../../tests/fixtures/misskey-13.14.2/${name}.json`), 'utf8'));

const ANSWERS: Record<string, string> = {
  stats: 'stats',
  meta: 'meta',
  endpoints: 'endpoints',
  'server-info': 'server-info',
  'admin/server-info': 'admin-server-info',
  'admin/queue/stats': 'admin-queue-stats',
  'admin/show-users': 'admin-show-users',
  'admin/emoji/list': 'admin-emoji-list',
  'admin/announcements/list': 'admin-announcements-list',
  'admin/abuse-user-reports': 'admin-abuse-user-reports',
  'admin/ad/list': 'admin-ad-list',
  'admin/get-table-stats': 'admin-get-table-stats',
  'admin/meta': 'admin-meta',
  'admin/roles/list': 'admin-roles-list',
};

function serveFixtures() {
  return testSession((endpoint) => {
    if (ANSWERS[endpoint]) return { status: 200, body: fixture(ANSWERS[endpoint]!) };
    // Endpoints without a recording answer as 13.14 does when nothing is there.
    if (endpoint === 'admin/queue/deliver-delayed' || endpoint === 'admin/queue/inbox-delayed' || endpoint === 'drive/files') return { status: 200, body: [] };
    return { status: 404, body: { error: { message: 'Unknown API endpoint.', code: 'UNKNOWN_API_ENDPOINT', id: 'x', kind: 'client' } } };
  }, { isModerator: true });
}

let errors: unknown[][] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function watchErrors() {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
}

const noRenderFailure = () => expect(document.querySelector('[role="alert"]')?.textContent ?? '').not.toMatch(/render|failed|失敗/i);

describe('admin pages on the recorded 13.14.2 answers', () => {
  it.each([
    ['overview', () => <OverviewPage />, () => document.querySelector('[data-admin-page="overview"]')?.textContent?.includes('AMD EPYC')],
    ['users', () => <UsersPage />, () => document.querySelector('[data-admin-user="alice"]') !== null],
    ['emojis', () => <EmojisPage />, () => document.querySelector('[data-admin-emoji="thinking_peer"]') !== null],
    ['announcements', () => <AnnouncementsPage />, () => document.querySelector('[data-admin-announcement="Fixture announcement"]') !== null],
    ['abuses', () => <AbusesPage />, () => document.querySelector('[data-admin-page="abuses"]') !== null],
    ['ads', () => <AdsPage />, () => document.querySelector('[data-admin-page="ads"]') !== null],
    ['database', () => <DatabasePage />, () => (document.querySelector('[data-admin-page="database"] tbody')?.children.length ?? 0) > 100],
    ['queue', () => <QueuePage />, () => document.querySelector('[data-queue="objectStorage"]') !== null],
  ])('%s', async (_name, page, shown) => {
    serveFixtures();
    watchErrors();
    const { qc } = renderApp(page);
    await waitFor(() => expect(shown()).toBe(true), { timeout: 5000 });
    await querySettled(qc);
    noRenderFailure();
    expect(errors).toEqual([]);
  });

  it.each(Object.keys(META_FORMS) as MetaFormId[])('the %s form', async (form) => {
    serveFixtures();
    watchErrors();
    const { qc } = renderApp(() => <MetaForm form={form} title="adminScreens.nav.settings" />);
    await waitFor(() => expect(document.querySelector(`[data-admin-form="${form}"] input, [data-admin-form="${form}"] textarea, [data-admin-form="${form}"] select`)).not.toBeNull(), { timeout: 5000 });
    if (form === 'settings') expect((screen.getByDisplayValue('Misskey peer (local)') as HTMLInputElement).name).toBe('name');
    await querySettled(qc);
    noRenderFailure();
    expect(errors).toEqual([]);
  });
});
