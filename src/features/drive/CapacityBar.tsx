import { useQuery } from '@tanstack/react-query';
import { formatBytes, useI18n } from '@/core/i18n';
import { usageRatio } from './drive-logic';
import { driveCapacityQuery } from './drive-queries';
import styles from './Drive.module.css';

/** Usage of the drive against its capacity (`drive`). */
export function CapacityBar() {
  const { t } = useI18n();
  const data = useQuery(driveCapacityQuery()).data;
  if (!data) return null;
  const ratio = usageRatio(data.usage, data.capacity);
  return (
    <div className={styles.capacity} data-testid="drive-capacity">
      <meter min={0} max={1} value={ratio} high={0.9} aria-label={t('drive.capacity')} className={styles.meter} />
      <span>{t('drive.usage', { usage: formatBytes(data.usage), capacity: formatBytes(data.capacity), percent: Math.round(ratio * 100) })}</span>
    </div>
  );
}
