import { NotificationFeed } from '@/features/notifications';
import type { WidgetProps } from '../widget-types';
import styles from './kinds.module.css';

/** The latest notifications, live, in a box of the chosen height. */
export function NotificationsWidget({ widget }: WidgetProps) {
  const height = typeof widget.data.height === 'number' ? widget.data.height : 300;
  return (
    <div className={styles.timeline} style={{ height }}>
      <NotificationFeed />
    </div>
  );
}
