import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/features/explore/discover.test-util';
import AnnouncementBanner from './AnnouncementBanner';
import { AnnouncementsPage } from './AnnouncementsPage';

describe('announcements on recorded payloads', () => {
  it('shows announcements.json unread, reads it, and the banner goes away', async () => {
    const [a] = fixture<Array<{ id: string; title: string; text: string }>>('announcements.json');
    let read = false;
    const spy = serveFixtures({
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
    await waitFor(() => expect(container.querySelector('[data-announcement-banner]')).not.toBeNull());
    const item = container.querySelector('[data-unread]')!;
    fireEvent.click(item.querySelector('footer button')!);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('i/read-announcement', { announcementId: a!.id }));
    await waitFor(() => expect(container.querySelector('[data-announcement-banner]')).toBeNull());
    expect(container.querySelector('[data-unread]')).toBeNull();
  });
});
