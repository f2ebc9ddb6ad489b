import type { ReactNode } from 'react';
import { Modal } from '@/ui/dialogs/Modal';
import styles from './ReactionDrawer.module.css';

/** The reaction picker on a phone: a modal drawer along the bottom edge (its own chunk). */
export default function ReactionDrawer({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal label={label} onCancel={onClose} className={styles.drawer}>
      <div data-reaction-drawer="">{children}</div>
    </Modal>
  );
}
