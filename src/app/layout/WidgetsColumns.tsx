import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { WidgetsArea } from '@/features/widgets';

/** The universal layout's widgets column: every widget of the `widgets` setting. */
export function WidgetsColumn() {
  const { t } = useI18n();
  const [widgets, setWidgets] = useSetting('widgets');
  return <WidgetsArea widgets={widgets} onChange={setWidgets} place="right" label={t('widgets.title')} />;
}

/** The classic layout's two widget columns (the widget's `place`: left or right). */
export function ClassicWidgets({ side }: { side: 'left' | 'right' }) {
  const { t } = useI18n();
  const [widgets, setWidgets] = useSetting('widgets');
  return <WidgetsArea widgets={widgets} onChange={setWidgets} place={side} otherPlace={side === 'left' ? 'right' : 'left'} label={t(side === 'left' ? 'widgets.left' : 'widgets.right')} />;
}
