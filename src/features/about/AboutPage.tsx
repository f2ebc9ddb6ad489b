import { useNavigate } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { Tabs } from '@/ui/tabs/Tabs';
import { PageHeader } from '@/ui/page/PageHeader';
import { AboutCharts } from './AboutCharts';
import { AboutEmojis } from './AboutEmojis';
import { AboutFederation } from './AboutFederation';
import { AboutOverview } from './AboutOverview';

export const ABOUT_TABS = ['overview', 'emojis', 'federation', 'charts'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/** The tab a URL hash names (`/about#emojis`); overview otherwise. */
export function aboutTabOf(hash: string): AboutTab {
  const h = hash.replace(/^#/, '');
  return (ABOUT_TABS as readonly string[]).includes(h) ? (h as AboutTab) : 'overview';
}

/** /about: the server's overview, emojis, federation and charts; the hash picks the tab. */
export function AboutPage({ hash }: { hash: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tab = aboutTabOf(hash);
  return (
    <section data-page="about">
      <PageHeader title={t('about.title')} />
      <Tabs
        label={t('about.title')}
        value={tab}
        onChange={(id) => void navigate({ to: '/about', hash: id === 'overview' ? undefined : id, replace: true })}
        tabs={ABOUT_TABS.map((id) => ({ id, label: t(`about.tabs.${id}`) }))}
      />
      {tab === 'overview' && <AboutOverview />}
      {tab === 'emojis' && <AboutEmojis />}
      {tab === 'federation' && <AboutFederation />}
      {tab === 'charts' && <AboutCharts />}
    </section>
  );
}
