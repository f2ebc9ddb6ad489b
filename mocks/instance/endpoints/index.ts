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
// Social areas: follow requests, mutes/blocks, lists, antennas, clips, favorites, channels, hashtags, search, announcements.
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
// Areas added by the people, rooms, discover, settings, sign-in and admin work (one file each).
import { peopleEndpoints } from './people';
import { roomsEndpoints } from './rooms';
import { discoverEndpoints } from './discover';
import { chartEndpoints } from './charts';
import { settingsAccountEndpoints } from './settings-account';
import { authEndpoints } from './auth';
import { adminEndpoints } from './admin';
import { fixtureCoverageEndpoints } from './fixture-coverage';
import { notePinEndpoints } from './note-pins';
import { defineEndpoint } from '../endpoint';
import { isHiddenEndpoint } from '../knobs';

const TABLE: Readonly<Record<string, AnyEndpoint>> = {
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
  ...fixtureCoverageEndpoints, // before the area files: theirs win once they have these
  ...peopleEndpoints,
  ...roomsEndpoints,
  ...discoverEndpoints,
  ...chartEndpoints,
  ...settingsAccountEndpoints,
  ...authEndpoints,
  ...adminEndpoints,
  ...notePinEndpoints,
};

/** API discovery, as Misskey serves it: every endpoint name, and one endpoint's params. */
export const ENDPOINTS: Readonly<Record<string, AnyEndpoint>> = {
  ...TABLE,
  endpoints: defineEndpoint({ handler: (ctx) => [...Object.keys(TABLE), 'endpoints', 'endpoint'].filter((e) => !isHiddenEndpoint(ctx.state.knobs, e)).sort() }),
  endpoint: defineEndpoint<{ endpoint: string }>({
    params: { properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
    handler: (_ctx, ps) => {
      const def = TABLE[ps.endpoint];
      if (!def) return null;
      const names: Record<string, string> = { string: 'String', integer: 'Number', number: 'Number', boolean: 'Boolean', array: 'Array', object: 'Object', any: 'Any' };
      return { params: Object.entries(def.params?.properties ?? {}).map(([name, spec]) => ({ name, type: names[spec.type] ?? 'Any' })) };
    },
  }),
};
