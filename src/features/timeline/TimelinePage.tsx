import { useI18n, type MessageKey } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { PageHeader } from '@/ui/page/PageHeader';
import { Timeline } from './Timeline';
import { extraTimeline, type TimelineSource } from './timeline-source';
import styles from './TimelinePage.module.css';

type Tab = { id: string; label: MessageKey; source: TimelineSource };

/** The signed-in home page: the timeline chosen by the `tl` setting, with tabs for the others. */
export function TimelinePage() {
  const { t } = useI18n();
  const [tl, setTl] = useSetting('tl');
  const [third] = useSetting('thirdTimelineType');
  const [fourth] = useSetting('fourthTimelineType');
  const tabs: Tab[] = [
    { id: 'home', label: 'timeline.home', source: { kind: 'home' } },
    { id: 'local', label: 'timeline.local', source: { kind: 'local' } },
    { id: 'social', label: 'timeline.social', source: { kind: 'social' } },
    { id: 'global', label: 'timeline.global', source: { kind: 'global' } },
    { id: 'third', label: extraTimeline(third).kind === 'featured' ? 'timeline.featured' : 'timeline.media', source: extraTimeline(third) },
    { id: 'fourth', label: extraTimeline(fourth).kind === 'featured' ? 'timeline.featured' : 'timeline.media', source: extraTimeline(fourth) },
  ];
  const current = tabs.find((tab) => tab.id === tl.src) ?? tabs[2]!;

  return (
    <section data-page="timeline">
      <PageHeader
        title={t('timeline.notes')}
        actions={
          <div role="tablist" aria-label={t('nav.timeline')} className={styles.tabs}>
            {tabs.map((tab) => (
              <button key={tab.id} type="button" role="tab" aria-selected={tab.id === current.id} className={styles.tab} onClick={() => setTl({ src: tab.id, arg: null })}>
                {t(tab.label)}
              </button>
            ))}
          </div>
        }
      />
      <Timeline key={current.id} source={current.source} />
    </section>
  );
}

