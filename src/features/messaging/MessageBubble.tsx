import { memo } from 'react';
import type { DriveFile } from '@/core/entities';
import { safeHttpUrl } from '@/core/entities/http-url';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { displaySize, useImageViewer } from '@/features/note';
import { MfmText } from '@/mfm';
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
          {file && fileUrl && thumb && file.type.startsWith('image/') && !file.isSensitive ? (
            <MessageImage file={file} src={fileUrl} thumb={thumb} />
          ) : file && fileUrl && (
            <a href={fileUrl} target="_blank" rel="noopener noreferrer" className={styles.file} data-file-id={file.id}>
              <span>{file.name}</span>
            </a>
          )}
        </div>
        <div className={styles.meta}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {mine && read && <span className={styles.read} data-read>{isGroup ? t('messaging.readBy', { n: readCount }) : t('messaging.read')}</span>}
          {mine && onDelete && (
            <button type="button" className={styles.iconButton} aria-label={t('messaging.deleteMessage')} title={t('messaging.deleteMessage')} onClick={() => onDelete(message)}>
              <IconTrash size={14} aria-hidden />
            </button>
          )}
        </div>
      </div>
    </div>
  );
});

/** A message's image: opens in the image viewer (as a note's images do), not in a new tab. */
function MessageImage({ file, src, thumb }: { file: DriveFile; src: string; thumb: string }) {
  const { t } = useI18n();
  const openViewer = useImageViewer();
  const alt = file.comment ?? file.name;
  const open = async () => {
    const size = displaySize(file) ?? { width: window.innerWidth, height: window.innerHeight };
    if (!(await openViewer([{ src, msrc: thumb, ...size, alt }], 0))) showToast(t('media.imageLoadError'), 'error');
  };
  return (
    <button type="button" className={styles.file} data-file-id={file.id} aria-label={t('media.openImage', { name: alt })} onClick={() => void open()}>
      <img src={thumb} alt={alt} className={styles.fileThumb} loading="lazy" />
    </button>
  );
}
