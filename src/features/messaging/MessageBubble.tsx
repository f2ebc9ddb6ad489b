import { memo } from 'react';
import { useI18n } from '@/core/i18n';
import { MfmText, safeHttpUrl } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconTrash } from '@/ui/icons';
import { formatTime } from './format';
import type { MessagingMessage } from './types';
import styles from './Messaging.module.css';

/** One chat message: the sender's avatar (others), MFM text, the file, time, read mark, delete (own). */
export const MessageBubble = memo(function MessageBubble({ message, mine, isGroup, onDelete }: { message: MessagingMessage; mine: boolean; isGroup: boolean; onDelete?: (m: MessagingMessage) => void }) {
  const { t } = useI18n();
  const file = message.file ?? null;
  const fileUrl = file ? safeHttpUrl(file.url ?? '') : null;
  const thumb = file ? safeHttpUrl(file.thumbnailUrl ?? '') : null;
  const readCount = Array.isArray(message.reads) ? message.reads.length : 0;
  const read = isGroup ? readCount > 0 : message.isRead === true;
  return (
    <div className={[styles.message, mine ? styles.mine : ''].join(' ')} data-message-id={message.id} data-mine={mine || undefined}>
      {!mine && message.user && <Avatar user={message.user} size={32} className={styles.msgAvatar} />}
      <div className={styles.bubbleCol}>
        {!mine && isGroup && message.user && <span className={styles.sender}>{message.user.name ?? message.user.username}</span>}
        <div className={styles.bubble}>
          {message.text && <MfmText text={message.text} author={message.user ?? { host: null }} emojis={message.user?.emojis} />}
          {file && fileUrl && (
            <a href={fileUrl} target="_blank" rel="noopener noreferrer" className={styles.file} data-file-id={file.id}>
              {thumb && file.type.startsWith('image/') && !file.isSensitive ? <img src={thumb} alt={file.comment ?? file.name} className={styles.fileThumb} loading="lazy" /> : <span>{file.name}</span>}
            </a>
          )}
        </div>
        <div className={styles.meta}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {mine && read && <span className={styles.read} data-read>{isGroup ? t('rooms.messaging.readBy', { n: readCount }) : t('rooms.messaging.read')}</span>}
          {mine && onDelete && (
            <button type="button" className={styles.iconButton} aria-label={t('rooms.messaging.deleteMessage')} title={t('rooms.messaging.deleteMessage')} onClick={() => onDelete(message)}>
              <IconTrash size={14} aria-hidden />
            </button>
          )}
        </div>
      </div>
    </div>
  );
});
