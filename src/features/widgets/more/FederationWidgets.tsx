import { formatNumber, useI18n } from '@/core/i18n';
import { useOptionalEndpoint } from '../kinds/optional-endpoint';
import styles from './more.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { isHttpUrl } from '@/core/entities/http-url';

interface Instance {
  host: string;
  name?: string | null;
  iconUrl?: string | null;
  faviconUrl?: string | null;
  notesCount?: number;
}

const safe = (u: unknown) => (isHttpUrl(u) ? u : null);
const valid = (list: unknown): Instance[] => (Array.isArray(list) ? list.filter((i): i is Instance => !!i && typeof (i as Instance).host === 'string') : []);

/** The servers this one talks to most. */
export function FederationWidget() {
  const { t } = useI18n();
  const query = useOptionalEndpoint<unknown>('federationInstances', 'federation/instances', { sort: '+pubSub', limit: 5 }, 5 * 60_000);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  const list = valid(query.data);
  if (query.isError) return <WidgetFailure query={query} />;
  if (list.length === 0) return <p className={styles.muted}>{t('widgetsScreens.noInstances')}</p>;
  return (
    <ul className={styles.list} data-widget-federation>
      {list.map((i) => {
        const icon = safe(i.iconUrl) ?? safe(i.faviconUrl);
        return (
          <li key={i.host}>
            {icon ? <img className={styles.icon} src={icon} alt="" loading="lazy" /> : <span className={styles.icon} />}
            <a className={styles.link} href={`/instance-info/${encodeURIComponent(i.host)}`}>{i.name || i.host}</a>
            {typeof i.notesCount === 'number' && <span className={styles.hint}>{formatNumber(i.notesCount)}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The icons of many known servers, as a cloud. */
export function InstanceCloudWidget() {
  const { t } = useI18n();
  const query = useOptionalEndpoint<unknown>('federationInstances', 'federation/instances', { sort: '+pubSub', limit: 40 }, 10 * 60_000);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  const list = valid(query.data);
  if (query.isError) return <WidgetFailure query={query} />;
  if (list.length === 0) return <p className={styles.muted}>{t('widgetsScreens.noInstances')}</p>;
  return (
    <div className={styles.cloud} data-widget-instance-cloud>
      {list.map((i) => {
        const icon = safe(i.iconUrl) ?? safe(i.faviconUrl);
        return (
          <a key={i.host} href={`/instance-info/${encodeURIComponent(i.host)}`} title={i.host} aria-label={i.host}>
            {icon ? <img className={styles.cloudIcon} src={icon} alt="" loading="lazy" /> : <span className={styles.cloudIcon} />}
          </a>
        );
      })}
    </div>
  );
}
