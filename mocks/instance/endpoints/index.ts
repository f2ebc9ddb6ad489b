/** The one table of endpoints, keyed by the path after /api/. */
import type { AnyEndpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { driveEndpoints } from './drive';
import { emojiEndpoints } from './emojis';
import { metaEndpoints } from './meta';
import { notesCreateEndpoints } from './notes-create';
import { notesEndpoints } from './notes';
import { notificationEndpoints } from './notifications';
import { reactionEndpoints } from './reactions';
import { registryEndpoints } from './registry';
import { timelineEndpoints } from './timelines';
import { userEndpoints } from './users';

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
  ...driveEndpoints,
};
