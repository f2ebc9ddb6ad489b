/**
 * One shared timer per refresh cadence for every relative time on screen (not one timer per note):
 * a clock ticks only while something shows a time at its cadence, and all of them re-render together.
 */
type Clock = { now: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null };

const clocks = new Map<number, Clock>();

function clockOf(interval: number): Clock {
  let clock = clocks.get(interval);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
    clocks.set(interval, clock);
  }
  return clock;
}

/** Subscribes to the clock of `interval` ms; returns the unsubscribe function. */
export function subscribeClock(interval: number, listener: () => void): () => void {
  const clock = clockOf(interval);
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const l of [...clock.listeners]) l();
    }, interval);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer) {
      clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/**
 * The time of the clock's last tick; a stopped clock reads the current time (to the second), also
 * after the system clock was set back (it would otherwise read a time to come until it next ran).
 */
export function clockNow(interval: number): number {
  const clock = clockOf(interval);
  if (!clock.timer && Math.abs(Date.now() - clock.now) > 1_000) clock.now = Date.now();
  return clock.now;
}

/** How many timers are running (tests). */
export function runningClocks(): number {
  let n = 0;
  for (const clock of clocks.values()) if (clock.timer) n++;
  return n;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** One `Intl.RelativeTimeFormat` per locale, shared. */
export function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'narrow' });
    relativeFormats.set(locale, format);
  }
  return format;
}

const titleFormats = new Map<string, Intl.DateTimeFormat>();

/** One medium date-and-time `Intl.DateTimeFormat` per locale, shared (the full date in a time's title). */
export function titleFormat(locale: string): Intl.DateTimeFormat {
  let format = titleFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    titleFormats.set(locale, format);
  }
  return format;
}
