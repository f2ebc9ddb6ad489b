import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { useSetting } from '@/core/settings';

export { TIMELINE_AD_EVERY, TIMELINE_AD_PLACES, WIDGET_AD_PLACES } from './ad-choice';

const Slot = lazy(() => import('./AdSlot'));

/**
 * An ad slot in a timeline or beside the widgets. Light on purpose: the slot's code loads only when
 * the reader shows ads and the server has some (most servers have none).
 */
export function AdSlot({ places }: { places: readonly string[] }) {
  const [showAds] = useSetting('showAds');
  const ads = useQuery(instanceMetaQuery()).data?.ads;
  if (!showAds || !Array.isArray(ads) || ads.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Slot places={places} />
    </Suspense>
  );
}
