import type { ApiClient } from '@/core/api/api-client';
import { useI18n } from '@/core/i18n';
import { LazyEmojiPicker } from '@/features/emoji-picker';
import { IconMoodHappy } from '@/ui/icons';
import { InlinePopover } from './InlinePopover';
import styles from '../PostForm.module.css';

/** The post form's emoji button: the emoji picker, inserting `:name:` or the character at the caret. */
export function EmojiMenu({ onInsert, disabled }: { client: ApiClient; origin: string; onInsert: (s: string) => void; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <InlinePopover label={t('postForm.emoji')} disabled={disabled} buttonClassName={styles.iconButton} buttonProps={{ 'data-action': 'emoji' }} button={<IconMoodHappy aria-hidden size={18} />}>
      {(close) => (
        <LazyEmojiPicker
          onChoose={(code) => {
            close();
            onInsert(code);
          }}
          onClose={close}
        />
      )}
    </InlinePopover>
  );
}
