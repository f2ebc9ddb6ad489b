import { useEffect, useId, useState } from 'react';
import { EMBEDDED_STATUS_DEFAULT_HEIGHT_PX } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { readStatusEmbedMessage, statusEmbedSrc } from './status-embed';
import styles from './LinkPreview.module.css';

/**
 * The provider's frame of one status, 150 px high until it reports its height; `onNotFound` when
 * it reports that the status does not exist (the preview then collapses again).
 */
export default function EmbeddedStatus({ statusId, onNotFound }: { statusId: string; onNotFound: () => void }) {
  const { t, lang } = useI18n();
  const [dark] = useSetting('darkMode');
  const embedId = `embed-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [height, setHeight] = useState(EMBEDDED_STATUS_DEFAULT_HEIGHT_PX);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const message = readStatusEmbedMessage(e.origin, e.data, embedId);
      if (message?.kind === 'resize') setHeight(message.height);
      else if (message?.kind === 'notFound') onNotFound();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embedId, onNotFound]);

  return (
    <div className={styles.status} data-testid="embedded-status">
      <iframe
        src={statusEmbedSrc(statusId, embedId, { dark, lang })}
        title={t('mediaPlayer.embedTitle')}
        style={{ height }}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
