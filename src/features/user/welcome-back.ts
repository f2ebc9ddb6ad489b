import { t } from '@/core/i18n';

export type WelcomeBack =
  | { kind: 'days'; days: number }
  | { kind: 'twoDays' }
  | { kind: 'oneDay' }
  | { kind: 'greeting'; part: 'morning' | 'noon' | 'evening' | 'night' };

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Spec section 4: the welcome-back message by time since last use (null under 90 minutes or unknown). */
export function welcomeBackFor(lastUsed: number | null, now: Date): WelcomeBack | null {
  if (lastUsed === null || !Number.isFinite(lastUsed)) return null;
  const away = now.getTime() - lastUsed;
  if (away > 72 * HOUR) return { kind: 'days', days: Math.floor(away / (24 * HOUR)) };
  if (away > 48 * HOUR) return { kind: 'twoDays' };
  if (away > 24 * HOUR) return { kind: 'oneDay' };
  if (away > 90 * MIN) return { kind: 'greeting', part: partOfDay(now) };
  return null;
}

/** Morning 5–10, noon 11–15, evening 16–18 on weekdays, otherwise night. */
export function partOfDay(now: Date): 'morning' | 'noon' | 'evening' | 'night' {
  const h = now.getHours();
  const weekday = now.getDay() >= 1 && now.getDay() <= 5;
  if (h >= 5 && h <= 10) return 'morning';
  if (h >= 11 && h <= 15) return 'noon';
  if (h >= 16 && h <= 18 && weekday) return 'evening';
  return 'night';
}

export function welcomeBackText(w: WelcomeBack, name: string): string {
  switch (w.kind) {
    case 'days':
      return t('userScreens.welcomeBack.days', { name, days: w.days });
    case 'twoDays':
      return t('userScreens.welcomeBack.twoDays', { name });
    case 'oneDay':
      return t('userScreens.welcomeBack.oneDay', { name });
    case 'greeting':
      return t(`userScreens.welcomeBack.${w.part}`, { name });
  }
}
