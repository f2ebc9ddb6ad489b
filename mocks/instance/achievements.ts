/**
 * Achievements (13.14): what each user unlocked, kept beside the state (per mock state, gone on reset).
 * Unlocking one notifies `achievementEarned`; `i` lists them; `i/claim-achievement` unlocks the
 * client-claimable ones.
 */
import { notify } from './actions/notify';
import type { InstanceContext } from './context';
import type { MockState } from './state';

/** The achievement names of 13.14.2 (ACHIEVEMENT_TYPES). */
export const ACHIEVEMENT_TYPES = [
  'notes1', 'notes10', 'notes100', 'notes500', 'notes1000', 'notes5000', 'notes10000', 'notes20000', 'notes30000', 'notes40000', 'notes50000',
  'notes60000', 'notes70000', 'notes80000', 'notes90000', 'notes100000', 'login3', 'login7', 'login15', 'login30', 'login60', 'login100',
  'login200', 'login300', 'login400', 'login500', 'login600', 'login700', 'login800', 'login900', 'login1000', 'passedSinceAccountCreated1',
  'passedSinceAccountCreated2', 'passedSinceAccountCreated3', 'loggedInOnBirthday', 'loggedInOnNewYearsDay', 'noteClipped1', 'noteFavorited1',
  'myNoteFavorited1', 'profileFilled', 'markedAsCat', 'following1', 'following10', 'following50', 'following100', 'following300', 'followers1',
  'followers10', 'followers50', 'followers100', 'followers300', 'followers500', 'followers1000', 'collectAchievements30', 'viewAchievements3min',
  'iLoveMisskey', 'foundTreasure', 'client30min', 'client60min', 'noteDeletedWithin1min', 'postedAtLateNight', 'postedAt0min0sec',
  'selfQuote', 'htl20npm', 'viewInstanceChart', 'outputHelloWorldOnScratchpad', 'open3windows', 'driveFolderCircularReference', 'reactWithoutRead',
  'clickedClickHere', 'justPlainLucky', 'setNameToSyuilo', 'cookieClicked', 'brainDiver', 'smashTestNotificationButton',
] as const;

/** Claimable from the client (the rest the server grants by itself). */
export const CLAIMABLE_ACHIEVEMENTS: ReadonlySet<string> = new Set([
  'iLoveMisskey', 'foundTreasure', 'client30min', 'client60min', 'viewInstanceChart', 'outputHelloWorldOnScratchpad', 'open3windows',
  'driveFolderCircularReference', 'reactWithoutRead', 'clickedClickHere', 'justPlainLucky', 'setNameToSyuilo', 'cookieClicked', 'brainDiver',
  'smashTestNotificationButton', 'viewAchievements3min',
]);

export interface Achievement {
  name: string;
  unlockedAt: number;
}

const STATES = new WeakMap<MockState, Map<string, Achievement[]>>();

function table(state: MockState): Map<string, Achievement[]> {
  let t = STATES.get(state);
  if (!t) {
    t = new Map();
    STATES.set(state, t);
  }
  return t;
}

export function achievementsOf(state: MockState, userId: string): Achievement[] {
  return table(state).get(userId) ?? [];
}

/** Unlocks an achievement once (and notifies); false when it was unlocked already. */
export function unlockAchievement(ctx: InstanceContext, userId: string, name: string, at = ctx.now()): boolean {
  const list = table(ctx.state).get(userId) ?? [];
  if (list.some((a) => a.name === name)) return false;
  list.push({ name, unlockedAt: at });
  table(ctx.state).set(userId, list);
  notify(ctx, { notifieeId: userId, type: 'achievementEarned', achievement: name, at });
  return true;
}
