import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { IconAntenna, IconPlus } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { myAntennasQuery } from './antennas-queries';

/** /my/antennas: your antennas (edit, open the timeline) and a link to make one. */
export function AntennasPage() {
  const { t } = useI18n();
  const query = useQuery(myAntennasQuery());
  return (
    <section data-page="my-antennas">
      <PageHeader
        title={t('antennas.title')}
        actions={
          <Link to="/my/antennas/create">
            <IconPlus size={16} aria-hidden /> {t('antennas.create')}
          </Link>
        }
      />
      <QueryState query={query} empty={t('antennas.empty')}>
        {(antennas) => (
          <ul className={kitStyles.list} aria-label={t('antennas.title')}>
            {antennas.map((a) => (
              <li key={a.id} className={kitStyles.item}>
                <Link to="/my/antennas/$antennaId" params={{ antennaId: a.id }} className={kitStyles.itemLink}>
                  <span className={kitStyles.itemTitle}>{a.name}</span>
                  <span className={kitStyles.meta}>{t(`antennas.src.${(['home', 'all', 'users', 'list'] as const).find((s) => s === a.src) ?? 'all'}`)}</span>
                </Link>
                <Link to="/timeline/antenna/$antennaId" params={{ antennaId: a.id }} className={kitStyles.iconButton} aria-label={t('antennas.timeline')} title={t('antennas.timeline')}>
                  <IconAntenna size={18} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
