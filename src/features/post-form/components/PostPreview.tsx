import { useCallback, useDeferredValue, useMemo } from 'react';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { textWithHashtags } from '../rules/hashtags';
import { useTextSelector, type TextStore } from '../state/text-store';
import styles from '../PostForm.module.css';

/**
 * What the note will look like (MFM rendered), following the text as it is typed; the MFM is
 * rendered from a deferred copy, so a keystroke paints before the preview catches up.
 */
export function PostPreview({ text, hashtags, cw }: { text: TextStore; hashtags: string | null; cw: string | null }) {
  const { t } = useI18n();
  const live = useTextSelector(text, useCallback((v: string) => v, []));
  const shown = useDeferredValue(live);
  // The same element while the deferred text is unchanged: React skips the MFM tree.
  const body = useMemo(() => <MfmText text={hashtags ? textWithHashtags(shown, hashtags) : shown} author={{ host: null }} isNote />, [shown, hashtags]);
  return (
    <div className={styles.livePreview} aria-label={t('postForm.preview')} data-preview="mfm">
      {cw !== null && (
        <p>
          <MfmText text={cw} author={{ host: null }} />
        </p>
      )}
      {body}
    </div>
  );
}
