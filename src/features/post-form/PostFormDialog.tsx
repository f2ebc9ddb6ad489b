import { useRef } from 'react';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { Modal } from '@/ui/dialogs/Modal';
import { PostForm } from './PostForm';
import styles from './PostForm.module.css';

/** The post form as a modal; it closes after a successful post (and on cancel). */
export function PostFormDialog({ request, onClose, onPosted }: { request: PostFormRequest; onClose: () => void; onPosted?: (note: Note | null) => void }) {
  const { t } = useI18n();
  const cancelRef = useRef<(() => void) | null>(null);
  return (
    <Modal label={t('postForm.title')} className={styles.dialogWide} onCancel={() => (cancelRef.current ? cancelRef.current() : onClose())}>
      <PostForm
        request={request}
        cancelRef={cancelRef}
        onCancel={onClose}
        onPosted={(note) => {
          onPosted?.(note);
          onClose();
        }}
      />
    </Modal>
  );
}
