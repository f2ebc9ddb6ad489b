import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import styles from '../admin-page.module.css';
import { emojiSourceImagesQuery } from './emoji-queries';

/** The images in the moderator's own drive, to make an emoji from one. */
export function DriveImageChooser({ onChoose, busy }: { onChoose: (fileId: string) => void; busy: boolean }) {
  const { t } = useI18n();
  const files = useQuery(emojiSourceImagesQuery());
  return (
    <div className={styles.card} role="group" aria-label={t('adminScreens.emojis.chooseImage')}>
      <strong>{t('adminScreens.emojis.chooseImage')}</strong>
      {files.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.emojis.noImages')}</p>}
      <div className={styles.row}>
        {files.data?.map((f) => (
          <button key={f.id} type="button" disabled={busy} onClick={() => onChoose(f.id)} aria-label={t('adminScreens.emojis.useImage', { name: f.name })} data-drive-file={f.name} style={{ padding: 2, border: '1px solid var(--divider)', borderRadius: 8, background: 'none' }}>
            <img className={styles.thumb} src={f.thumbnailUrl ?? f.url} alt="" loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}
