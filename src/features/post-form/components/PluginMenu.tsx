import { useI18n } from '@/core/i18n';
import { usePluginRegistry, type PluginAction, type PostFormArg } from '@/features/plugins';
import { IconPlug } from '@/ui/icons';
import { FormMenuButton } from './FormMenuButton';
import styles from '../PostForm.module.css';

/** The post form's plugin button: the actions installed plugins registered (disabled when there are none). */
export function PluginMenu({ disabled, onRun }: { disabled?: boolean; onRun: (action: PluginAction<PostFormArg>) => void }) {
  const { t } = useI18n();
  const { postFormActions } = usePluginRegistry();
  if (postFormActions.length === 0) {
    return (
      <span title={t('postForm.pluginsUnsupported')}>
        <button type="button" className={styles.iconButton} aria-label={t('postForm.plugins')} disabled data-action="plugin">
          <IconPlug aria-hidden size={18} />
        </button>
      </span>
    );
  }
  return (
    <FormMenuButton
      label={t('postForm.plugins')}
      disabled={disabled}
      buttonClassName={styles.iconButton}
      buttonProps={{ 'data-action': 'plugin' }}
      button={<IconPlug aria-hidden size={18} />}
      entries={postFormActions.map((a) => ({ label: a.title, attrs: { 'data-plugin-action': a.title }, onSelect: () => onRun(a) }))}
    />
  );
}
