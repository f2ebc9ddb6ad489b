/**
 * The admin API (Misskey 13.14 names and shapes, see tests/fixtures/misskey-13.14.2/admin-*.json), plus the
 * spec server's moderator flags and silence (it has no roles). Moderators may use what a
 * moderator may; settings that change the server need an administrator. One concept a module:
 * the meta (admin-meta.ts), users (admin-users.ts), custom emoji (admin-emoji.ts), announcements
 * (admin-announcements.ts), abuse reports (admin-abuse.ts), queues and server stats
 * (admin-server.ts), drive files (admin-drive.ts), relays (admin-relays.ts), ads (admin-ads.ts),
 * and `fetch-rss` (fetch-rss.ts); what they share is in admin-common.ts.
 */
import type { AnyEndpoint } from '../endpoint';
import { adminExtraEndpoints } from '../admin/admin-extras';
import { adminAbuseEndpoints } from './admin-abuse';
import { adminAdEndpoints } from './admin-ads';
import { adminAnnouncementEndpoints } from './admin-announcements';
import { adminDriveEndpoints } from './admin-drive';
import { adminEmojiEndpoints } from './admin-emoji';
import { adminMetaEndpoints } from './admin-meta';
import { adminRelayEndpoints } from './admin-relays';
import { adminServerEndpoints } from './admin-server';
import { adminUserEndpoints } from './admin-users';
import { fetchRssEndpoints } from './fetch-rss';

export const adminEndpoints: Record<string, AnyEndpoint> = {
  ...adminExtraEndpoints,
  ...fetchRssEndpoints,
  ...adminMetaEndpoints,
  ...adminUserEndpoints,
  ...adminEmojiEndpoints,
  ...adminAnnouncementEndpoints,
  ...adminAbuseEndpoints,
  ...adminServerEndpoints,
  ...adminDriveEndpoints,
  ...adminRelayEndpoints,
  ...adminAdEndpoints,
};
