import { lazy, Suspense, useRef } from 'react';
import { useRolePolicies } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { useHorizontalSwipe } from '@/ui/gestures/use-horizontal-swipe';
import { PageHeader } from '@/ui/page/PageHeader';
import { ScrollCue } from '@/ui/tabs/ScrollCue';
import { Timeline } from './Timeline';
import { currentHomeTab, homeTabs } from './home-tabs';
import styles from './TimelinePage.module.css';

// The fixed post form is wanted only by readers who turned it on: its code is a chunk of its own.
const PostForm = lazy(() => import('@/features/post-form').then((m) => ({ default: m.PostForm })));
/** A new note (not a reply or quote): the same request every time, so the form keeps its draft. */
const NEW_NOTE = {};

/** The signed-in home page: the timeline chosen by the `tl` setting, with tabs for the others. */
export function TimelinePage() {
  const { t } = useI18n();
  const [tl, setTl] = useSetting('tl');
  const [third] = useSetting('thirdTimelineType');
  const [fourth] = useSetting('fourthTimelineType');
  const [fixedPostForm] = useSetting('showFixedPostForm');
  const policies = useRolePolicies();
  const allTabs = homeTabs(third, fourth, policies);
  const current = currentHomeTab(allTabs, tl.src);
  const tabs = allTabs.filter((tab) => !tab.hidden);
  // A sideways swipe across the page moves to the neighbouring tab (no wrapping at the ends).
  const sectionRef = useRef<HTMLElement>(null);
  useHorizontalSwipe(sectionRef, (step) => {
    const next = tabs[tabs.findIndex((tab) => tab.id === current.id) + step];
    if (next) setTl({ src: next.id, arg: null });
  });

  return (
    <section data-page="timeline" ref={sectionRef}>
      <PageHeader
        title={t('timeline.notes')}
        actions={
          <ScrollCue selected={current.id}>
          <div role="tablist" aria-label={t('nav.timeline')} className={styles.tabs}>
            {tabs.map((tab) => (
              <button key={tab.id} type="button" role="tab" aria-selected={tab.id === current.id} className={styles.tab} onClick={() => setTl({ src: tab.id, arg: null })}>
                {t(tab.label)}
              </button>
            ))}
          </div>
          </ScrollCue>
        }
      />
      {fixedPostForm && (
        <div className={styles.fixedPostForm} data-fixed-post-form="">
          <Suspense fallback={null}>
            <PostForm inline request={NEW_NOTE} />
          </Suspense>
        </div>
      )}
      <Timeline key={current.id} source={current.source} />
    </section>
  );
}

