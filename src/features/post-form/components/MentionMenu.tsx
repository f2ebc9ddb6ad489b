import type { ApiClient } from '@/core/api/api-client';
import { alertDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { parseMentionUrl } from '../rules/references';
import { lookupUserByUrl } from '../submit/lookups';
import { acctOf } from './UserPicker';
import { InlineMenu, menuStyles } from './InlineMenu';
import styles from '../PostForm.module.css';

/** Mention: insert "@", or mention the user behind a profile URL (http/https only, else 'invalid url'). */
export function MentionMenu({ client, onInsert, disabled }: { client: ApiClient; onInsert: (s: string) => void; disabled?: boolean }) {
  const { t } = useI18n();
  async function fromUrl() {
    const input = await inputDialog({ title: t('postForm.mentionFromUrl'), inputType: 'url', placeholder: 'https://' });
    if (input === null || input.trim() === '') return;
    const parsed = parseMentionUrl(input);
    if (!parsed.ok) {
      await alertDialog({ type: 'error', text: parsed.error });
      return;
    }
    const user = await lookupUserByUrl(client, parsed.url);
    if (!user) {
      await alertDialog({ type: 'error', text: t('postForm.userNotFound') });
      return;
    }
    onInsert(`${acctOf(user)} `);
  }
  return (
    <InlineMenu label={t('postForm.mention')} placement="up" disabled={disabled} buttonClassName={styles.iconButton} buttonProps={{ 'data-action': 'mention' }} button={<span aria-hidden>@</span>}>
      {(close) => (
        <>
          <button
            type="button"
            role="menuitem"
            className={menuStyles.item}
            onClick={() => {
              close();
              onInsert('@');
            }}
          >
            {t('postForm.insertMention')}
          </button>
          <button
            type="button"
            role="menuitem"
            className={menuStyles.item}
            onClick={() => {
              close();
              void fromUrl();
            }}
          >
            {t('postForm.mentionFromUrl')}
          </button>
        </>
      )}
    </InlineMenu>
  );
}
