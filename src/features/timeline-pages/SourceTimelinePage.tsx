import { Timeline, type TimelineSource } from '@/features/timeline';
import { PageHeader } from '@/ui/page/PageHeader';

/** A page holding one timeline of any kind: a list, an antenna, a channel or a tag. */
export function SourceTimelinePage({ title, source, page }: { title: string; source: TimelineSource; page: string }) {
  return (
    <section data-page={page}>
      <PageHeader title={title} />
      <Timeline key={JSON.stringify(source)} source={source} />
    </section>
  );
}
