import type { UserRecord } from '../types';
import type { AnnouncementRecord } from '../types-social';

/** Announcement as 13.14 packs it; isRead only for a signed-in viewer. */
export function packAnnouncement(a: AnnouncementRecord, viewer: UserRecord | null): Record<string, unknown> {
  return {
    id: a.id,
    createdAt: new Date(a.createdAt).toISOString(),
    updatedAt: a.updatedAt != null ? new Date(a.updatedAt).toISOString() : null,
    title: a.title,
    text: a.text,
    imageUrl: a.imageUrl,
    ...(viewer ? { isRead: a.readBy.includes(viewer.id) } : {}),
  };
}
