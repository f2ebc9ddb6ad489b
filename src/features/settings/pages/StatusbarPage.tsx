import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { useSetting, type Statusbar } from '@/core/settings';
import { newStatusbar, STATUSBAR_SIZES, STATUSBAR_TYPES, StatusbarOptions } from '@/features/statusbar';
import { IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

/** Status bars: add, edit (name, kind, size, black background, the kind's options) and remove. */
export function StatusbarPage() {
  const { t } = useI18n();
  const [bars, setBars] = useSetting('statusbars');
  // A server without fetch-rss cannot read a feed for the client: the RSS kind is not offered there.
  const rss = useCapabilities().rssFeeds;
  const types = STATUSBAR_TYPES.filter((type) => type !== 'rss' || rss);
  const update = (id: string, patch: Partial<Statusbar>) => setBars(bars.map((b) => (b.id === id ? { ...b, ...patch } : b)));
  const typeLabel = { rss: t('settingsScreens.statusbar.typeRss'), federation: t('settingsScreens.statusbar.typeFederation'), userList: t('settingsScreens.statusbar.typeUserList') };
  return (
    <SettingsPageFrame page="statusbar">
      <ul className={styles.list}>
        {bars.map((bar, i) => (
          <li key={bar.id} className={styles.listItem} data-statusbar={i}>
            <div className={styles.grow}>
              <input className={styles.input} aria-label={t('settingsScreens.statusbar.name')} placeholder={t('settingsScreens.statusbar.name')} value={bar.name ?? ''} onChange={(e) => update(bar.id, { name: e.target.value || null })} />
              <select className={styles.select} aria-label={t('settingsScreens.statusbar.type')} value={bar.type ?? ''} onChange={(e) => update(bar.id, { type: e.target.value || null, props: newStatusbar(bar.id).props })}>
                <option value="">—</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel[type]}
                  </option>
                ))}
              </select>
              <select className={styles.select} aria-label={t('settingsScreens.statusbar.size')} value={bar.size} onChange={(e) => update(bar.id, { size: e.target.value })}>
                {STATUSBAR_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {t(`statusbar.sizes.${s}`)}
                  </option>
                ))}
              </select>
              <label className={styles.row}>
                <input type="checkbox" checked={bar.black} onChange={(e) => update(bar.id, { black: e.target.checked })} />
                <span>{t('settingsScreens.statusbar.black')}</span>
              </label>
              <StatusbarOptions bar={bar} onProps={(props) => update(bar.id, { props })} />
            </div>
            <button type="button" aria-label={t('settingsScreens.common.remove')} onClick={() => setBars(bars.filter((b) => b.id !== bar.id))}>
              <IconTrash size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Field id="add">
        <div className={styles.actions}>
          <Button onClick={() => setBars([...bars, newStatusbar(newId())])}>{t('settingsScreens.statusbar.add')}</Button>
        </div>
      </Field>
    </SettingsPageFrame>
  );
}
