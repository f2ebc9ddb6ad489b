import { CLIENT_VERSION } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { kitStyles } from '@/ui/list-kit';
import { PageHeader } from '@/ui/page/PageHeader';
import { dependencies, name, version } from '../../../package.json';
import styles from './About.module.css';

export const CLIENT_PRODUCT = name;

/** /about-misskey-web-client: this client's own about page (version, the libraries it stands on, credits). */
export function ClientAboutPage() {
  const { t } = useI18n();
  const libs = Object.entries(dependencies as Record<string, string>).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section data-page="about-client">
      <PageHeader title={t('discover.clientAbout.title')} />
      <div className={styles.client}>
        <h2 className={styles.name}>{name}</h2>
        <dl className={styles.facts}>
          <dt>{t('discover.clientAbout.version')}</dt>
          <dd>{version}</dd>
          <dt>{t('discover.clientAbout.compatVersion')}</dt>
          <dd>{CLIENT_VERSION}</dd>
        </dl>
        <h3 className={kitStyles.sectionTitle}>{t('discover.clientAbout.libraries')}</h3>
        <ul className={styles.libs} aria-label={t('discover.clientAbout.libraries')}>
          {libs.map(([lib, range]) => (
            <li key={lib}>
              {lib} <span className={kitStyles.meta}>{range}</span>
            </li>
          ))}
        </ul>
        <h3 className={kitStyles.sectionTitle}>{t('discover.clientAbout.credits')}</h3>
        <p>{t('discover.clientAbout.creditsText')}</p>
      </div>
    </section>
  );
}
