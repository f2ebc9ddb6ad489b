import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { QueryState } from '@/ui/list-kit';
import { PageHeader } from '@/ui/page/PageHeader';
import { AntennaEditor } from './AntennaEditor';
import { antennaQuery } from './antennas-queries';

/** /my/antennas/create and /my/antennas/{antennaId}. */
export function AntennaEditorPage({ antennaId }: { antennaId?: string }) {
  const { t } = useI18n();
  const query = useQuery({ ...antennaQuery(antennaId ?? ''), enabled: !!antennaId });
  return (
    <section data-page="antenna-editor">
      <PageHeader title={antennaId ? (query.data?.name ?? t('antennas.edit')) : t('antennas.create')} />
      {antennaId ? <QueryState query={query}>{(a) => <AntennaEditor key={a.id} original={a} />}</QueryState> : <AntennaEditor />}
    </section>
  );
}
