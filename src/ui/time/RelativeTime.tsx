import { useEffect, useState } from 'react';
import { formatDateTime, toIntlLocale, useI18n } from '@/core/i18n';
import { refreshInterval, relativeParts } from './relative-time';

/** "3 minutes ago", refreshed on the spec's cadence; the full date is in the title. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { t, lang } = useI18n();
  const time = Date.parse(date);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(time)) return;
    const id = setTimeout(() => setNow(Date.now()), refreshInterval(Date.now() - time));
    return () => clearTimeout(id);
  }, [now, time]);
  if (Number.isNaN(time)) return <span className={className}>{t('common.unknown')}</span>;
  const parts = relativeParts((now - time) / 1000);
  let label: string;
  if (parts === 'justNow') label = t('time.justNow');
  else if (parts === 'future') label = t('time.future');
  else label = new Intl.RelativeTimeFormat(toIntlLocale(lang), { numeric: 'always', style: 'narrow' }).format(-parts.value, parts.unit);
  return (
    <time className={className} dateTime={new Date(time).toISOString()} title={formatDateTime(time)}>
      {label}
    </time>
  );
}
