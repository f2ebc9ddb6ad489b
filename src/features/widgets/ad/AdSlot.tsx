import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { useSetting } from '@/core/settings';
import { IconArrowLeft, IconEyeOff, IconInfoCircle } from '@/ui/icons';
import { chooseAd, readAds } from './ad-choice';
import styles from './Ad.module.css';

function hostOf(url: string): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}

/**
 * One ad slot (spec section 4): the chosen ad with a menu button; the menu takes the ad's place and
 * says why it is shown, hides it (mutes it: its ratio becomes 0, so it is never chosen again) and
 * tells how to report it to the server's staff.
 */
export default function AdSlot({ places }: { places: readonly string[] }) {
  const { t } = useI18n();
  const meta = useQuery(instanceMetaQuery()).data;
  const [muted, setMuted] = useSetting('mutedAds');
  const [roll] = useState(() => Math.random());
  const [menu, setMenu] = useState(false);
  const ad = chooseAd(readAds(meta?.ads), places, muted, roll);
  if (!ad) return null;
  const host = hostOf(ad.url);
  const contact = [meta?.maintainerName, meta?.maintainerEmail].filter((s): s is string => typeof s === 'string' && s.length > 0).join(' · ');
  if (menu) {
    return (
      <aside className={styles.menu} data-ad-menu={ad.id} aria-label={t('widgetsScreens.ads.menu')}>
        <div className={styles.menuHead}>
          <strong>{t('widgetsScreens.ads.whyTitle')}</strong>
          <button type="button" className={styles.iconButton} onClick={() => setMenu(false)} aria-label={t('widgetsScreens.ads.back')}>
            <IconArrowLeft size={16} aria-hidden />
          </button>
        </div>
        <p>{t('widgetsScreens.ads.why')}</p>
        <button type="button" className={styles.action} data-ad-hide="" onClick={() => setMuted([...muted.filter((id) => id !== ad.id), ad.id])}>
          <IconEyeOff size={16} aria-hidden /> {t('widgetsScreens.ads.hide')}
        </button>
        <p className={styles.hint} data-ad-report="">{contact ? t('widgetsScreens.ads.report', { contact }) : t('widgetsScreens.ads.reportNoContact')}</p>
      </aside>
    );
  }
  const image = <img className={styles.image} src={ad.imageUrl} alt="" loading="lazy" />;
  return (
    <aside className={styles.ad} data-ad={ad.id} data-ad-place={ad.place} aria-label={t('widgetsScreens.ads.label')}>
      {host ? (
        <a href={ad.url} target="_blank" rel="noopener noreferrer nofollow" aria-label={t('widgetsScreens.ads.open', { host })}>
          {image}
        </a>
      ) : (
        image
      )}
      <button type="button" className={`${styles.iconButton} ${styles.menuButton}`} onClick={() => setMenu(true)} aria-label={t('widgetsScreens.ads.menu')}>
        <IconInfoCircle size={16} aria-hidden />
      </button>
    </aside>
  );
}
