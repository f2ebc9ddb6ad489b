import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import AnnouncementBanner from './AnnouncementBanner';
import { AnnouncementsPage } from './AnnouncementsPage';
import { splitOf, tabFilter, tabParams } from './announcements-queries';

type A = { id: string; title: string; text: string; isRead?: boolean; isActive?: boolean };

describe('announcements on recorded payloads (13.14.2: no isActive)', () => {
  it('shows announcements.json unread under "current", reads it, the banner goes away and it moves to "past"', async () => {
    const [a] = fixture<A[]>('announcements.json');
    let read = false;
    const spy = serveFixtures({
      endpoint: () => ({ params: [{ name: 'limit', type: 'Number' }, { name: 'withUnreads', type: 'Boolean' }] }),
      announcements: () => (read ? fixture('announcements-after-read.json') : fixture('announcements.json')),
      'i/read-announcement': () => {
        read = true;
        return undefined;
      },
    });
    const { container } = renderPage(() => (
      <>
        <AnnouncementsPage />
        <AnnouncementBanner />
      </>
    ));
    expect(await screen.findByText(a!.text)).toBeTruthy();
    expect(spy).toHaveBeenCalledWith('announcements', { limit: 10, withUnreads: true }, expect.anything());
    await waitFor(() => expect(container.querySelector('[data-announcement-banner]')).not.toBeNull());
    const item = container.querySelector('[data-unread]')!;
    fireEvent.click(item.querySelector('footer button')!);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('i/read-announcement', { announcementId: a!.id }));
    await waitFor(() => expect(container.querySelector('[data-announcement-banner]')).toBeNull());
    expect(container.querySelector('[data-unread]')).toBeNull();
    expect(screen.queryByText(a!.text)).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '過去' }));
    expect(await screen.findByText(a!.text)).toBeTruthy();
    expect(screen.getByText(/読んだお知らせを「過去」に表示/)).toBeTruthy();
    expect(spy).toHaveBeenCalledWith('announcements', { limit: 10 }, expect.anything());
  });

  it('a server that will not describe its endpoint is treated as one without isActive', async () => {
    serveFixtures({ announcements: 'announcements.json' });
    renderPage(() => <AnnouncementsPage />);
    expect(await screen.findByRole('tab', { name: '現在' })).toBeTruthy();
    expect(await screen.findByText(fixture<A[]>('announcements.json')[0]!.title)).toBeTruthy();
  });
});

describe('announcements on a server with isActive', () => {
  it('asks for isActive per tab and marks read in place', async () => {
    const current: A = { id: 'cur1', title: 'Maintenance tonight', text: 'Down for an hour.', isRead: false, isActive: true };
    const past: A = { id: 'old1', title: 'Welcome', text: 'Opened.', isRead: true, isActive: false };
    const spy = serveFixtures({
      endpoint: () => ({ params: [{ name: 'isActive', type: 'Boolean' }, { name: 'limit', type: 'Number' }] }),
      announcements: (p) => (p.isActive === false ? [past] : [current]),
      'i/read-announcement': () => undefined,
    });
    renderPage(() => <AnnouncementsPage />);
    const list = await screen.findByRole('list', { name: 'お知らせ' });
    await within(list).findByText('Down for an hour.');
    expect(spy).toHaveBeenCalledWith('announcements', { limit: 10, isActive: true }, expect.anything());
    fireEvent.click(within(list).getByRole('button', { name: /既読にする/ }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('i/read-announcement', { announcementId: 'cur1' }));
    await waitFor(() => expect(document.querySelector('[data-unread]')).toBeNull());
    expect(screen.getByText('Down for an hour.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '過去' }));
    expect(await screen.findByText('Opened.')).toBeTruthy();
    expect(screen.queryByText('Down for an hour.')).toBeNull();
    expect(spy).toHaveBeenCalledWith('announcements', { limit: 10, isActive: false }, expect.anything());
    expect(screen.queryByText(/読んだお知らせを「過去」に表示/)).toBeNull();
  });
});

describe('the current / past split', () => {
  it('follows the endpoint’s parameters', () => {
    expect(splitOf(['isActive', 'limit'])).toBe('active');
    expect(splitOf(['withUnreads'])).toBe('read');
    expect(splitOf(undefined)).toBe('read');
    expect(tabParams('past', 'active', true)).toEqual({ isActive: false });
    expect(tabParams('current', 'read', true)).toEqual({ withUnreads: true });
    expect(tabParams('current', 'read', false)).toEqual({});
    const read = { id: 'r', title: '', text: '', isRead: true };
    const unread = { id: 'u', title: '', text: '', isRead: false };
    expect([read, unread].filter(tabFilter('past', 'read', true)).map((a) => a.id)).toEqual(['r']);
    expect([read, unread].filter(tabFilter('current', 'read', true)).map((a) => a.id)).toEqual(['u']);
    expect([read, unread].filter(tabFilter('current', 'active', true))).toHaveLength(2);
  });
});
