import { memo, useCallback, useSyncExternalStore } from 'react';
import { toIntlLocale, useI18n } from '@/core/i18n';
import { clockNow, relativeFormat, subscribeClock, titleFormat } from './clock';
import { partsOfKey, refreshInterval, relativeKey } from './relative-time';

/** The finest cadence: picks which clock a time follows. */
const TICK_MS = 10_000;

const intlLocales = new Map<string, string>();

/** The Intl locale of an app language, worked out once per language (not once per note). */
function intlLocale(lang: Parameters<typeof toIntlLocale>[0]): string {
  let locale = intlLocales.get(lang);
  if (locale === undefined) {
    locale = toIntlLocale(lang);
    intlLocales.set(lang, locale);
  }
  return locale;
}

/**
 * "3 minutes ago", refreshed on the spec's cadence by one shared clock per cadence (not a timer per
 * note); the full date is in the title, or with `tooltip` in `data-tooltip` for the surrounding
 * tooltip scope (src/ui/tooltip) to show.
 */
export const RelativeTime = memo(function RelativeTime({ date, className, tooltip = false }: { date: string; className?: string; tooltip?: boolean }) {
  const { t, lang } = useI18n();
  const time = Date.parse(date);
  const interval = refreshInterval(clockNow(TICK_MS) - time);
  const subscribe = useCallback((cb: () => void) => (Number.isNaN(time) ? () => undefined : subscribeClock(interval, cb)), [interval, time]);
  // The snapshot is the words shown, not the clock: a tick, or a clock started a moment after this
  // render read it, re-renders only the times whose words change. (With the clock as the snapshot,
  // a clock that started in a row's effects re-rendered that row synchronously, inside the commit.)
  const key = useSyncExternalStore(subscribe, () => relativeKey((clockNow(interval) - time) / 1000));
  if (Number.isNaN(time)) return <span className={className}>{t('common.unknown')}</span>;
  const parts = partsOfKey(key);
  let label: string;
  if (parts === 'justNow') label = t('time.justNow');
  else if (parts === 'future') label = t('time.future');
  else label = relativeFormat(intlLocale(lang)).format(-parts.value, parts.unit);
  const full = titleFormat(intlLocale(lang)).format(time);
  return (
    <time className={className} dateTime={new Date(time).toISOString()} title={tooltip ? undefined : full} data-tooltip={tooltip ? full : undefined}>
      {label}
    </time>
  );
});
