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
      <PageHeader title={t('about.client.title')} />
      <div className={styles.client}>
        <h2 className={styles.name}>{name}</h2>
        <dl className={styles.facts}>
          <dt>{t('about.client.version')}</dt>
          <dd>{version}</dd>
          <dt>{t('about.client.compatVersion')}</dt>
          <dd>{CLIENT_VERSION}</dd>
        </dl>
        <h3 className={kitStyles.sectionTitle}>{t('about.client.libraries')}</h3>
        <ul className={styles.libs} aria-label={t('about.client.libraries')}>
          {libs.map(([lib, range]) => (
            <li key={lib}>
              {lib} <span className={kitStyles.meta}>{range}</span>
            </li>
          ))}
        </ul>
        <h3 className={kitStyles.sectionTitle}>{t('about.client.credits')}</h3>
        <p>{t('about.client.creditsText')}</p>
      </div>
    </section>
  );
}
