import { useI18n } from '@/core/i18n';
import styles from './LinkPreview.module.css';

/** The embedded player: an https iframe in a sandbox, sized by the page's player ratio. */
export function PreviewPlayer({ src, title, width, height }: { src: string; title: string; width: number | null; height: number | null }) {
  const { t } = useI18n();
  const ratio = width && height && width > 0 && height > 0 ? width / height : 16 / 9;
  return (
    <div className={styles.player} style={{ aspectRatio: String(ratio) }}>
      <iframe
        src={src}
        title={t('linkPreview.player', { title })}
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
