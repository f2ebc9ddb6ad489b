/**
 * Endpoints of the "people" area, one concept a module: profile tabs (people-profile.ts: reactions,
 * clips, activity chart, requests sent, frequently replied users), renote mutes
 * (people-renote-mutes.ts), moderator user views (people-moderation.ts) and instances
 * (people-instances.ts). Abuse reports live with the admin area (admin-abuse.ts).
 */
import type { AnyEndpoint } from '../endpoint';
import { findUserByAcct, type MockState } from '../state';
import type { UserRecord } from '../types';
import { peopleInstanceEndpoints } from './people-instances';
import { peopleModerationEndpoints } from './people-moderation';
import { peopleProfileEndpoints } from './people-profile';
import { peopleRenoteMuteEndpoints } from './people-renote-mutes';

export const peopleEndpoints: Record<string, AnyEndpoint> = {
  ...peopleProfileEndpoints,
  ...peopleRenoteMuteEndpoints,
  ...peopleModerationEndpoints,
  ...peopleInstanceEndpoints,
};

/** For the control API: find by "name" or "name@host". */
export function userByAcct(state: MockState, acct: string): UserRecord | undefined {
  const [username, host] = acct.replace(/^@/, '').split('@') as [string, string | undefined];
  return findUserByAcct(state, username, host ?? null);
}
