import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import styles from './Kit.module.css';

/** "More" under a paged list while the server has more (label: "more" unless given). */
export function MoreButton({ query, label }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; label?: string }) {
  const { t } = useI18n();
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.status}>
      <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label ?? t('pageKit.more')}
      </Button>
    </div>
  );
}
