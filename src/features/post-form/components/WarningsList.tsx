import { useI18n } from '@/core/i18n';
import type { MentionRef } from '../rules/mentions';
import type { PostWarnings } from '../rules/warnings';
import styles from '../PostForm.module.css';

/** Spec section 5 warnings, each with its action where there is one. */
export function WarningsList({ warnings, onAddMentioned, onMoveCwMention }: { warnings: PostWarnings; onAddMentioned: (m: MentionRef) => void; onMoveCwMention: () => void }) {
  const { t } = useI18n();
  const w = warnings;
  if (!w.mentionedNotRecipients.length && !w.needsRecipients && !w.remoteEmoji && !w.nonPublicNotice && !w.cwStartsWithMention) return null;
  return (
    <ul className={styles.warnings} aria-label={t('postForm.warnings')}>
      {w.mentionedNotRecipients.map((m) => (
        <li key={m.acct} className={styles.warning} data-warning="mention-not-recipient">
          <span>{t('postForm.mentionNotRecipient', { acct: m.acct })}</span>
          <button type="button" className={styles.linkButton} onClick={() => onAddMentioned(m)}>
            {t('postForm.addToRecipients')}
          </button>
        </li>
      ))}
      {w.needsRecipients && (
        <li className={styles.warning} data-warning="needs-recipients">
          {t('postForm.needsRecipients')}
        </li>
      )}
      {w.remoteEmoji && (
        <li className={styles.warning} data-warning="remote-emoji">
          {t('postForm.remoteEmojiWarning')}
        </li>
      )}
      {w.cwStartsWithMention && (
        <li className={styles.warning} data-warning="cw-mention">
          <span>{t('postForm.cwStartsWithMention')}</span>
          <button type="button" className={styles.linkButton} onClick={onMoveCwMention}>
            {t('postForm.moveMentionToText')}
          </button>
        </li>
      )}
      {w.nonPublicNotice && (
        <li className={styles.notice} data-warning="non-public">
          {t('postForm.nonPublicNotice')}
        </li>
      )}
    </ul>
  );
}
