import { useQuery } from '@tanstack/react-query';
import { getServerOrigin } from '@/core/accounts/session';
import { safeHttpUrl } from '@/core/entities/http-url';
import { useI18n } from '@/core/i18n';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { MfmText, safeImageSrc } from '@/mfm';
import { metaDetailQuery, statsQuery } from './about-queries';
import styles from './About.module.css';

const rulesOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : []);

export function AboutOverview() {
  const { t, lang } = useI18n();
  const meta = useQuery(metaDetailQuery());
  const stats = useQuery(statsQuery());
  const fmt = (n: number | undefined) => (typeof n === 'number' ? new Intl.NumberFormat(lang).format(n) : '—');
  return (
    <QueryState query={meta}>
      {(m) => {
        const banner = safeImageSrc(m.bannerUrl ?? null);
        const tos = m.tosUrl ? safeHttpUrl(m.tosUrl) : null;
        const rules = rulesOf(m.serverRules);
        return (
          <div className={styles.overview}>
            {banner && <img className={styles.banner} src={banner} alt="" />}
            <h2 className={styles.name}>{m.name || new URL(getServerOrigin()).host}</h2>
            {m.description && <MfmText text={m.description} author={{ host: null }} />}
            <dl className={styles.facts}>
              <dt>{t('about.software')}</dt>
              <dd>Misskey {m.version ?? ''}</dd>
              <dt>{t('about.admin')}</dt>
              <dd>{m.maintainerName || t('about.unknown')}</dd>
              <dt>{t('about.contact')}</dt>
              <dd>{m.maintainerEmail || t('about.unknown')}</dd>
              <dt>{t('about.registration')}</dt>
              <dd>{m.disableRegistration ? t('about.closed') : t('about.open')}</dd>
            </dl>
            <h3 className={kitStyles.sectionTitle}>{t('about.rules')}</h3>
            {rules.length > 0 ? (
              <ol className={styles.rules}>
                {rules.map((r, i) => (
                  <li key={i}>
                    <MfmText text={r} author={{ host: null }} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className={kitStyles.hint}>{t('about.noRules')}</p>
            )}
            <h3 className={kitStyles.sectionTitle}>{t('about.tos')}</h3>
            {tos ? (
              <a href={tos} target="_blank" rel="noopener noreferrer">
                {tos}
              </a>
            ) : (
              <p className={kitStyles.hint}>{t('about.noTos')}</p>
            )}
            <h3 className={kitStyles.sectionTitle}>{t('about.stats')}</h3>
            <QueryState query={stats}>
              {(s) => (
                <dl className={styles.stats} aria-label={t('about.stats')}>
                  <div>
                    <dt>{t('about.users')}</dt>
                    <dd>{fmt(s.originalUsersCount)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.notes')}</dt>
                    <dd>{fmt(s.originalNotesCount)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.instances')}</dt>
                    <dd>{fmt(s.instances)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.reactions')}</dt>
                    <dd>{fmt(s.reactionsCount)}</dd>
                  </div>
                </dl>
              )}
            </QueryState>
          </div>
        );
      }}
    </QueryState>
  );
}
