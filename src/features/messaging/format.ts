import { formatDateTime } from '@/core/i18n';

/** "14:05" in the interface language. */
export function formatTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return formatDateTime(t, { hour: '2-digit', minute: '2-digit' });
}

/** The separator's label: the day in the interface language. */
export function formatDay(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return formatDateTime(t, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
}

export { formatDateTime };
