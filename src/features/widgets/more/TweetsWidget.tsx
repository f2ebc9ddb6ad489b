import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import type { WidgetProps } from '../widget-types';
import { tweetsFrameSrc, tweetsScreenName } from './tweets-frame';
import styles from './more.module.css';

const DEFAULT_HEIGHT = 400;

/** The `tweets` widget (spec section 2, dashboard widget kinds): a microblog account's timeline in the provider's frame. */
export function TweetsWidget({ widget }: WidgetProps) {
  const { t, lang } = useI18n();
  const [dark] = useSetting('darkMode');
  const name = tweetsScreenName(widget.data.screenName);
  const height = typeof widget.data.height === 'number' && widget.data.height >= 100 ? Math.min(widget.data.height, 2000) : DEFAULT_HEIGHT;
  if (!name) return <p className={styles.muted}>{t('mediaPlayer.tweetsChoose')}</p>;
  return (
    <iframe
      className={styles.tweets}
      data-testid="tweets-frame"
      src={tweetsFrameSrc(name, { dark, lang })}
      title={t('mediaPlayer.tweetsTitle', { name })}
      style={{ height }}
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}
