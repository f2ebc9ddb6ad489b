import type { ApiClient } from '@/core/api/api-client';
import { alertDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { parseMentionUrl } from '../rules/references';
import { lookupUserByUrl } from '../submit/lookups';
import { acctOf } from '@/core/entities/display-acct';
import { FormMenuButton } from './FormMenuButton';
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
    onInsert(`@${acctOf(user)} `);
  }
  return (
    <FormMenuButton
      label={t('postForm.mention')}
      disabled={disabled}
      buttonClassName={styles.iconButton}
      buttonProps={{ 'data-action': 'mention' }}
      button={<span aria-hidden>@</span>}
      entries={[
        { label: t('postForm.insertMention'), onSelect: () => onInsert('@') },
        { label: t('postForm.mentionFromUrl'), onSelect: () => void fromUrl() },
      ]}
    />
  );
}
