/**
 * The small entry the features call when something happens that may make a sound. It checks the
 * setting first and loads the audio module (./play-event: player, synthesiser) only when a sound is
 * chosen, so nothing of it loads before the first note.
 */
import { getAccount } from '@/core/accounts/session';
import { getSetting } from '@/core/settings';
import { isAsleep } from '@/core/sleep/sleep-mode';
import { chatMessageSound, notificationSound, timelineNoteSound } from './event-map';
import type { SoundEvent } from './sound-assets';

/** Rooms shown now, with how many views show each. */
const openCounts = new Map<string, number>();
const openRooms = { has: (key: string) => (openCounts.get(key) ?? 0) > 0 };

let audio: Promise<typeof import('./play-event')> | null = null;
/** The audio module, loaded once (a failed load is tried again next time). */
function loadAudio() {
  audio ??= import('./play-event').catch((e: unknown) => {
    audio = null;
    throw e;
  });
  return audio;
}

/** Plays the sound chosen for `event` (if any) through the one audio module; none in sleep mode. */
export function soundFor(event: SoundEvent | null): void {
  if (!event || !getSetting(`sound_${event}`).type || isAsleep()) return;
  loadAudio()
    .then((m) => m.playEventSound(event))
    .catch(() => undefined);
}

/** A note arrived live at the top of a timeline of this kind. */
export function soundForTimelineNote(kind: string, note: { userId?: unknown }): void {
  soundFor(timelineNoteSound(kind, note.userId, getAccount()?.id ?? null));
}

/** A messaging message arrived (the main channel's `messagingMessage`). */
export function soundForChatMessage(message: unknown): void {
  soundFor(chatMessageSound(message, getAccount()?.id ?? null, openRooms));
}

/** A notification arrived (the main channel's `notification`). */
export function soundForNotification(notification: unknown): void {
  soundFor(notificationSound(notification, !!getSetting('sound_reaction').type));
}

/** Marks a messaging room (`user:<id>` or `group:<id>`) open while its page shows it; returns the undo. */
export function markChatRoomOpen(key: string): () => void {
  openCounts.set(key, (openCounts.get(key) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const n = (openCounts.get(key) ?? 1) - 1;
    if (n > 0) openCounts.set(key, n);
    else openCounts.delete(key);
  };
}
