import { useRouter } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import type { WidgetProps } from '../widget-types';
import styles from './kinds.module.css';

/** A button that opens a chosen in-app page (its label and path are the widget's settings). */
export function ButtonWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const router = useRouter();
  const label = typeof widget.data.label === 'string' && widget.data.label ? widget.data.label : t('widgets.kinds.button');
  const path = typeof widget.data.path === 'string' && widget.data.path.startsWith('/') && !widget.data.path.startsWith('//') ? widget.data.path : '/';
  return (
    <div className={styles.buttonWrap}>
      <Button primary onClick={() => void router.navigate({ href: path })}>
        {label}
      </Button>
    </div>
  );
}
