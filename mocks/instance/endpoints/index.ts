/** The one table of endpoints, keyed by the path after /api/. */
import type { AnyEndpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { apEndpoints } from './ap';
import { driveEndpoints } from './drive';
import { driveFolderEndpoints } from './drive-folders';
import { emojiStatsEndpoints } from './emoji-stats';
import { galleryEndpoints } from './gallery';
import { groupEndpoints } from './groups';
import { iUpdateEndpoints } from './i-update';
import { messagingEndpoints } from './messaging';
import { notesUpdateEndpoints } from './notes-update';
import { pageEndpoints } from './pages';
import { pollEndpoints } from './polls';
import { emojiEndpoints } from './emojis';
import { emojiAdminEndpoints } from './emoji-admin';
import { metaEndpoints } from './meta';
import { notesCreateEndpoints } from './notes-create';
import { notesEndpoints } from './notes';
import { notificationEndpoints } from './notifications';
import { reactionEndpoints } from './reactions';
import { registryEndpoints } from './registry';
import { timelineEndpoints } from './timelines';
import { userEndpoints } from './users';
// Social areas: follow requests, mutes/blocks, lists, antennas, clips, favorites, channels, hashtags, search, announcements, signup.
import { announcementEndpoints } from './announcements';
import { antennaEndpoints } from './antennas';
import { channelEndpoints } from './channels';
import { clipEndpoints } from './clips';
import { favoriteEndpoints } from './favorites';
import { followRequestEndpoints } from './follow-requests';
import { hashtagEndpoints } from './hashtags';
import { listEndpoints } from './lists';
import { muteBlockEndpoints } from './mutes-blocks';
import { searchEndpoints } from './search';
import { signupEndpoints } from './signup';

export const ENDPOINTS: Readonly<Record<string, AnyEndpoint>> = {
  ...metaEndpoints,
  ...accountEndpoints,
  ...registryEndpoints,
  ...timelineEndpoints,
  ...notesEndpoints,
  ...notesCreateEndpoints,
  ...reactionEndpoints,
  ...userEndpoints,
  ...notificationEndpoints,
  ...emojiEndpoints,
  ...emojiAdminEndpoints,
  ...driveEndpoints,
  ...followRequestEndpoints,
  ...muteBlockEndpoints,
  ...listEndpoints,
  ...antennaEndpoints,
  ...clipEndpoints,
  ...favoriteEndpoints,
  ...channelEndpoints,
  ...hashtagEndpoints,
  ...searchEndpoints,
  ...announcementEndpoints,
  ...signupEndpoints,
  ...driveFolderEndpoints,
  ...pollEndpoints,
  ...notesUpdateEndpoints,
  ...messagingEndpoints,
  ...groupEndpoints,
  ...pageEndpoints,
  ...galleryEndpoints,
  ...apEndpoints,
  ...emojiStatsEndpoints,
  ...iUpdateEndpoints,
};
