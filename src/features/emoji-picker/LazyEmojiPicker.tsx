import { Suspense } from 'react';
import { useI18n } from '@/core/i18n';
import { preloadable } from '@/ui/lazy/preloadable';
import type { EmojiPickerProps } from './EmojiPicker';

const picker = preloadable(() => import('./EmojiPicker'));
const EmojiPicker = picker.Component;
/** The picker's chunk: loaded on first use, or before it when the page is idle (preload-interactions). */
export const loadEmojiPicker = picker.preload;
const FALLBACK_STYLE = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 268, height: 360 } as const;

/** The picker behind a Suspense boundary: a placeholder of the same size shows while its chunk loads. */
export function LazyEmojiPicker(props: EmojiPickerProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<div style={FALLBACK_STYLE} role="status">{t('emojiPicker.loading')}</div>}>
      <EmojiPicker {...props} />
    </Suspense>
  );
}
