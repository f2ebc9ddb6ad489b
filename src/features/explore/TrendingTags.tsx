import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { trendingTagsQuery } from './explore-queries';
import { sparklinePoints } from './sparkline';
import styles from './Explore.module.css';

/** Trending hashtags with their sparkline (hashtags/trend). */
export function TrendingTags() {
  const { t } = useI18n();
  const query = useQuery(trendingTagsQuery());
  return (
    <div className={kitStyles.section}>
      <h2 className={kitStyles.sectionTitle}>{t('explore.trending')}</h2>
      <QueryState query={query} empty={t('explore.noTrending')}>
        {(tags) => (
          <ul className={styles.trends} aria-label={t('explore.trending')}>
            {tags.map((tag) => (
              <li key={tag.tag} className={styles.trend}>
                <span className={styles.trendText}>
                  <Link to="/tags/$tag" params={{ tag: tag.tag }} className={styles.trendTag}>
                    #{tag.tag}
                  </Link>
                  <span className={kitStyles.meta}>{t('explore.trendUsers', { n: tag.usersCount })}</span>
                </span>
                <svg className={styles.spark} viewBox="0 0 60 20" width="60" height="20" aria-hidden="true" focusable="false">
                  <polyline points={sparklinePoints(tag.chart, 60, 18)} fill="none" stroke="currentColor" strokeWidth="1.5" transform="translate(0,1)" />
                </svg>
                <Link to="/explore/tags/$tag" params={{ tag: tag.tag }} className={styles.trendMore}>
                  {t('explore.tagUsers')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
