/**
 * Sleep mode: the reader says they are going to sleep for a while (the `defaultSleepTime` setting
 * is the duration offered first). Until then the app shows its sleep screen over everything and
 * makes no sound; it ends at the chosen time or when the reader wakes up (src/features/sleep).
 * The end time is kept on this browser, so a reload or another tab stays asleep.
 */
export const SLEEP_KEY = 'sleepUntil';

/** The durations the `defaultSleepTime` setting names. */
export const SLEEP_DURATIONS: Readonly<Record<string, number>> = {
  '1hour': 60 * 60_000,
  '2hour': 2 * 60 * 60_000,
  '4hour': 4 * 60 * 60_000,
  '8hour': 8 * 60 * 60_000,
};

/** The duration a `defaultSleepTime` value names (unknown names: two hours, the default). */
export function sleepDuration(name: string): number {
  return SLEEP_DURATIONS[name] ?? SLEEP_DURATIONS['2hour']!;
}

const listeners = new Set<() => void>();
let watching = false;

function emit(): void {
  for (const l of listeners) l();
}

/** When sleep mode ends (ms since the epoch), or null when the reader is awake. */
export function sleepUntil(now: number = Date.now()): number | null {
  try {
    const until = Number(localStorage.getItem(SLEEP_KEY));
    return Number.isFinite(until) && until > now ? until : null;
  } catch {
    return null;
  }
}

export function isAsleep(now: number = Date.now()): boolean {
  return sleepUntil(now) !== null;
}

/** Starts sleep mode for `ms`; returns its end. */
export function startSleep(ms: number, now: number = Date.now()): number {
  const until = now + ms;
  try {
    localStorage.setItem(SLEEP_KEY, String(until));
  } catch {
    // Without storage the sleep screen still shows in this tab until it ends.
  }
  emit();
  return until;
}

export function endSleep(): void {
  try {
    localStorage.removeItem(SLEEP_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

/** Calls `listener` when sleep mode starts or ends (here or in another tab). */
export function subscribeSleep(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    window.addEventListener('storage', (e) => {
      if (e.key === SLEEP_KEY || e.key === null) emit();
    });
  }
  return () => listeners.delete(listener);
}
