import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import type { RefNote } from '../state/form-state';
import styles from '../PostForm.module.css';
import { IconX } from '@/ui/icons';

/** The quote-attached line (/notes/{id}) and the references-attached line. */
export function AttachedLines({ quoteId, references, onRemoveQuote, onRemoveReference }: { quoteId: string | null; references: RefNote[]; onRemoveQuote: () => void; onRemoveReference: (id: string) => void }) {
  const { t } = useI18n();
  return (
    <>
      {quoteId && (
        <div className={styles.line} data-line="quote">
          <span>{t('postForm.quoteAttached')}</span>
          <Link to="/notes/$noteId" params={{ noteId: quoteId }} target="_blank">
            /notes/{quoteId}
          </Link>
          <button type="button" className={styles.chipRemove} aria-label={t('postForm.removeQuote')} title={t('postForm.removeQuote')} onClick={onRemoveQuote}>
            <IconX aria-hidden size={14} />
          </button>
        </div>
      )}
      {references.length > 0 && (
        <div className={styles.line} data-line="references">
          <span>{t('postForm.referencesAttached', { n: references.length })}</span>
          {references.map((r) => (
            <span key={r.id} className={styles.chip}>
              <Link to="/notes/$noteId" params={{ noteId: r.id }} target="_blank">
                {r.id}
              </Link>
              <button type="button" className={styles.chipRemove} aria-label={t('postForm.removeReference', { id: r.id })} onClick={() => onRemoveReference(r.id)}>
                <IconX aria-hidden size={14} />
              </button>
            </span>
          ))}
        </div>
      )}
    </>
  );
}
