import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { formatNumber, useI18n } from '@/core/i18n';
import { statsQuery } from '@/core/instance/instance-stats';
import { useKnownInstanceMeta } from '@/core/instance/use-known-meta';
import { SignInButton } from '@/features/auth';
import { Timeline } from '@/features/timeline';
import { Button } from '@/ui/page/Button';
import { guestTimelineSource } from './guest-timeline';
import { welcomeView, type WelcomeView } from './welcome-view';
import styles from './WelcomePage.module.css';

const SignUpDialog = lazy(() => import('@/features/signup').then((m) => ({ default: m.SignUpDialog })));

/**
 * What signed-out visitors see at /: the server as it presents itself (banner, icon, name,
 * description, rules, counts), sign-up and sign-in, where to look around, and its public timeline
 * where it offers one. Until the server's meta (or the copy kept from the last start) is known,
 * a skeleton with no text. Server text is shown as text, never as HTML.
 */
export function WelcomePage() {
  const { meta, unavailable } = useKnownInstanceMeta();
  const origin = getServerOrigin();
  const view = meta ? welcomeView(meta, origin) : unavailable ? welcomeView({}, origin) : null;
  const title = view?.name;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!view) return <WelcomeSkeleton />;
  const timeline = guestTimelineSource(meta);
  return (
    <section className={styles.root} data-page="welcome">
      <Hero view={view} />
      <Actions signUp={view.signUp} />
      <Counts />
      <Links />
      {(view.rules.length > 0 || view.tosUrl) && <Rules rules={view.rules} tosUrl={view.tosUrl} />}
      {timeline && <PublicTimeline featured={timeline.kind === 'featured'} source={timeline} />}
    </section>
  );
}

function WelcomeSkeleton() {
  return (
    <section className={styles.root} data-page="welcome" data-welcome-skeleton aria-busy="true">
      <div className={`${styles.hero} ${styles.skeletonBlock}`} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
    </section>
  );
}

function Hero({ view }: { view: WelcomeView }) {
  return (
    <header className={styles.hero}>
      {view.bannerUrl && <img className={styles.banner} src={view.bannerUrl} alt="" data-welcome-banner />}
      <div className={styles.identity}>
        {view.iconUrl && <img className={styles.icon} src={view.iconUrl} alt="" width={72} height={72} data-welcome-icon />}
        <h1 className={styles.title}>{view.name}</h1>
      </div>
      {view.description && <p className={styles.description}>{view.description}</p>}
    </header>
  );
}

function Actions({ signUp }: { signUp: WelcomeView['signUp'] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.actions}>
      <Button primary data-action="signup" onClick={() => setOpen(true)}>
        {signUp === 'invitation' ? t('welcomeScreens.signUpWithInvitation') : t('welcome.signUp')}
      </Button>
      <SignInButton />
      {open && (
        <Suspense fallback={null}>
          <SignUpDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function Counts() {
  const { t } = useI18n();
  const stats = useQuery(statsQuery()).data;
  const users = stats?.originalUsersCount;
  const notes = stats?.originalNotesCount;
  if (typeof users !== 'number' && typeof notes !== 'number') return null;
  return (
    <dl className={styles.counts} aria-label={t('welcomeScreens.stats')} data-welcome-counts>
      {typeof users === 'number' && (
        <div className={styles.count} data-count="users">
          <dt>{t('welcomeScreens.users')}</dt>
          <dd>{formatNumber(users)}</dd>
        </div>
      )}
      {typeof notes === 'number' && (
        <div className={styles.count} data-count="notes">
          <dt>{t('welcomeScreens.notes')}</dt>
          <dd>{formatNumber(notes)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Pages a visitor may open: explore and about always, channels where the server has them. */
function Links() {
  const { t } = useI18n();
  const caps = useCapabilities();
  return (
    <nav className={styles.links} aria-label={t('welcomeScreens.links')}>
      <Link to="/explore">{t('welcomeScreens.explore')}</Link>
      {caps.featuredChannels && <Link to="/channels">{t('welcomeScreens.channels')}</Link>}
      <Link to="/about">{t('welcomeScreens.about')}</Link>
    </nav>
  );
}

function Rules({ rules, tosUrl }: { rules: string[]; tosUrl: string | null }) {
  const { t } = useI18n();
  return (
    <section className={styles.rules} aria-labelledby="welcome-rules">
      <h2 id="welcome-rules" className={styles.sectionTitle}>
        {t('welcomeScreens.rules')}
      </h2>
      {rules.length > 0 && (
        <ol className={styles.ruleList}>
          {rules.map((rule, i) => (
            <li key={i}>{rule}</li>
          ))}
        </ol>
      )}
      {tosUrl && (
        <a href={tosUrl} target="_blank" rel="noopener noreferrer">
          {t('welcomeScreens.tos')}
        </a>
      )}
    </section>
  );
}

function PublicTimeline({ source, featured }: { source: NonNullable<ReturnType<typeof guestTimelineSource>>; featured: boolean }) {
  const { t } = useI18n();
  return (
    <section className={styles.timeline} aria-labelledby="welcome-timeline" data-welcome-timeline>
      <h2 id="welcome-timeline" className={styles.sectionTitle}>
        {featured ? t('welcomeScreens.featured') : t('welcomeScreens.localTimeline')}
      </h2>
      <p className={styles.hint}>{t('welcomeScreens.readOnly')}</p>
      <Timeline source={source} />
    </section>
  );
}
