import { useI18n } from '@/core/i18n';
import type { PostButtonSpec } from '../rules/post-buttons';
import styles from '../PostForm.module.css';

/** The main post button and the preset buttons (postButton2..5), each with its shortcut as a hint. */
export function PostButtons({ buttons, canPost, busy, onPost }: { buttons: PostButtonSpec[]; canPost: boolean; busy: boolean; onPost: (b: PostButtonSpec) => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.postButtons}>
      {buttons.map((b) =>
        b.preset === null ? (
          <button key={b.slot} type="submit" className={styles.submit} disabled={!canPost} title={`${t('postForm.submit')} (${b.shortcut})`} data-action="post" aria-busy={busy}>
            {busy ? t('postForm.sending') : t('postForm.submit')}
          </button>
        ) : (
          <button
            key={b.slot}
            type="button"
            className={styles.extraSubmit}
            disabled={!canPost}
            data-action={`post-${b.slot}`}
            aria-label={t('postForm.sendAs', { visibility: t(`postForm.presets.${b.presetName ?? 'public'}`) })}
            title={`${t('postForm.sendAs', { visibility: t(`postForm.presets.${b.presetName ?? 'public'}`) })} (${b.shortcut})`}
            onClick={() => onPost(b)}
          >
            {t(`postForm.presets.${b.presetName ?? 'public'}`)}
          </button>
        ),
      )}
    </div>
  );
}
