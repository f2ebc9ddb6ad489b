import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { IconAlertTriangle } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { useTabDraft } from '@/ui/theme/use-tab-draft';
import styles from './Appearance.module.css';

/** /settings/custom-css: the user's CSS, applied after everything else (`?safemode=true` skips it). */
export function CustomCssPage() {
  const { t } = useI18n();
  const [saved, setSaved] = useSetting('customCss');
  const [draft, setDraft, clearDraft] = useTabDraft('custom-css', saved);
  const dirty = draft !== saved;
  return (
    <section data-page="settings-custom-css">
      <PageHeader title={t('appearance.customCss.title')} />
      <div className={styles.page}>
        <p className={styles.warning} role="note">
          <IconAlertTriangle size={18} aria-hidden />
          <span>{t('appearance.customCss.warning')}</span>
        </p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="custom-css-code">
            {t('appearance.customCss.label')}
          </label>
          <textarea id="custom-css-code" className={styles.textarea} value={draft} spellCheck={false} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className={styles.row}>
          <Button
            primary
            disabled={!dirty}
            onClick={() => {
              setSaved(draft);
              clearDraft();
              showToast(t('appearance.customCss.saved'), 'success');
            }}
            data-action="save-custom-css"
          >
            {t('appearance.customCss.save')}
          </Button>
        </div>
        <p className={styles.hint}>{t('appearance.customCss.safeMode')}</p>
      </div>
    </section>
  );
}
