import { DEFAULT_EMOJI_PICKER_ORDER, useSetting } from '@/core/settings';
import { useI18n } from '@/core/i18n';
import { IconArrowDown, IconArrowUp } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { LocalSettingsNotice } from '@/ui/notice/LocalSettingsNotice';
import { PageHeader } from '@/ui/page/PageHeader';
import { moveItem } from './move-item';
import styles from './Appearance.module.css';

const KNOWN = new Set<string>(DEFAULT_EMOJI_PICKER_ORDER);

/** /settings/emoji-picker-order: whether to use a custom order, and the order of the picker's sections. */
export function EmojiPickerOrderPage() {
  const { t } = useI18n();
  const [enabled, setEnabled] = useSetting('enableEmojiPickerOrder');
  const [order, setOrder] = useSetting('emojiPickerOrder');
  // Sections the stored order lacks (added later) go at the end; unknown ids are dropped.
  const shown = [...order.filter((id) => KNOWN.has(id)), ...DEFAULT_EMOJI_PICKER_ORDER.filter((id) => !order.includes(id))];
  const title = (id: string) => t(`emojiPicker.sections.${id as 'pinned1'}`, { n: id.startsWith('pinned') ? id.slice(-1) : '' });
  return (
    <section data-page="settings-emoji-picker-order">
      <PageHeader title={t('appearance.pickerOrder.title')} />
      <div className={styles.page}>
        <LocalSettingsNotice />
        <label className={styles.row}>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('appearance.pickerOrder.enable')}
        </label>
        <ol className={styles.list} aria-label={t('appearance.pickerOrder.title')}>
          {shown.map((id, i) => (
            <li key={id} className={styles.item} data-section={id}>
              <span className={styles.grow}>{title(id)}</span>
              <button type="button" className={styles.tool} disabled={!enabled || i === 0} onClick={() => setOrder(moveItem(shown, i, -1))} aria-label={t('appearance.pickerOrder.moveUp', { name: title(id) })}>
                <IconArrowUp size={16} aria-hidden />
              </button>
              <button type="button" className={styles.tool} disabled={!enabled || i === shown.length - 1} onClick={() => setOrder(moveItem(shown, i, 1))} aria-label={t('appearance.pickerOrder.moveDown', { name: title(id) })}>
                <IconArrowDown size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ol>
        <div className={styles.row}>
          <Button disabled={!enabled} onClick={() => setOrder([...DEFAULT_EMOJI_PICKER_ORDER])}>
            {t('appearance.pickerOrder.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
