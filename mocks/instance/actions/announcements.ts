import type { InstanceContext } from '../context';
import type { AnnouncementRecord } from '../types-social';

/** Adds an announcement (unread for everyone). */
export function addAnnouncement(ctx: InstanceContext, input: { title: string; text: string; imageUrl?: string | null; at?: number }): AnnouncementRecord {
  const at = input.at ?? ctx.now();
  const record: AnnouncementRecord = {
    id: ctx.state.socialIds.announcement(at), createdAt: at, updatedAt: null,
    title: input.title, text: input.text, imageUrl: input.imageUrl ?? null, readBy: [],
  };
  ctx.state.announcements.push(record);
  return record;
}
