import { Timeline, type TimelineSource } from '@/features/timeline';
import { PageHeader } from '@/ui/page/PageHeader';
import { useHashtagStream } from './use-hashtag-stream';

/** A page holding one timeline of any kind: a list, an antenna, a channel or a tag. */
export function SourceTimelinePage({ title, source, page }: { title: string; source: TimelineSource; page: string }) {
  useHashtagStream(source.kind === 'tag' ? source.tag : null);
  return (
    <section data-page={page}>
      <PageHeader title={title} />
      <Timeline key={JSON.stringify(source)} source={source} />
    </section>
  );
}
