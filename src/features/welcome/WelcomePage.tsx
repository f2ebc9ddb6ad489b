import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { SignInButton } from '@/features/auth';
import styles from './WelcomePage.module.css';

/** What signed-out visitors see at /. Server text is shown as text, never as HTML. */
export function WelcomePage() {
  const { t } = useI18n();
  const meta = useQuery(instanceMetaQuery()).data;
  const name = meta?.name || window.location.host;
  return (
    <section className={styles.root} data-page="welcome">
      {meta?.iconUrl && /^https?:\/\//.test(meta.iconUrl) && <img className={styles.icon} src={meta.iconUrl} alt="" width={72} height={72} />}
      <h1 className={styles.title}>{t('welcome.title', { name })}</h1>
      <p className={styles.description}>{meta?.description || t('welcome.description')}</p>
      <div className={styles.actions}>
        <SignInButton primary />
      </div>
    </section>
  );
}
