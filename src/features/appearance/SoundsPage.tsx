import { useI18n } from '@/core/i18n';
import { useSetting, type SoundSetting } from '@/core/settings';
import { CLIENT_SOUNDS, playSound, SERVER_SOUNDS, SOUND_EVENTS, type SoundEvent } from '@/core/sound';
import { IconPlayerPlay } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './Appearance.module.css';

function Volume({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (v: number) => void }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label} ({Math.round(value * 100)}%)
      </label>
      <input id={id} className={styles.range} type="range" min={0} max={1} step={0.05} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </div>
  );
}

function EventSound({ event }: { event: SoundEvent }) {
  const { t } = useI18n();
  const [setting, setSetting] = useSetting(`sound_${event}`);
  const update = (patch: Partial<SoundSetting>) => setSetting((s) => ({ ...s, ...patch }));
  const name = t(`appearance.sounds.events.${event}`);
  return (
    <div className={styles.sound} data-sound-event={event}>
      <label htmlFor={`sound-${event}`}>{name}</label>
      <select id={`sound-${event}`} className={styles.select} value={setting.type ?? ''} onChange={(e) => update({ type: e.target.value || null })}>
        <option value="">{t('appearance.sounds.none')}</option>
        <optgroup label={t('appearance.sounds.clientSounds')}>
          {CLIENT_SOUNDS.map((s) => (
            <option key={s} value={s}>
              {t(`appearance.sounds.client.${s.slice('client/'.length) as 'pop'}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('appearance.sounds.serverSounds')}>
          {SERVER_SOUNDS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </optgroup>
      </select>
      <input
        className={styles.range}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={setting.volume}
        aria-label={t('appearance.sounds.volumeOf', { name })}
        onChange={(e) => update({ volume: Number(e.target.value) })}
      />
      <button type="button" className={styles.tool} disabled={!setting.type} aria-label={t('appearance.sounds.test', { name })} title={t('appearance.sounds.test', { name })} onClick={() => setting.type && playSound(setting.type, setting.volume)}>
        <IconPlayerPlay size={16} aria-hidden />
      </button>
    </div>
  );
}

/** /settings/sounds: master and media volume, and a sound with its volume for each event. */
export function SoundsPage() {
  const { t } = useI18n();
  const [master, setMaster] = useSetting('soundMasterVolume');
  const [media, setMedia] = useSetting('mediaVolume');
  return (
    <section data-page="settings-sounds">
      <PageHeader title={t('appearance.sounds.title')} />
      <div className={styles.page}>
        <div className={styles.section}>
          <Volume id="sound-master" label={t('appearance.sounds.master')} value={master} onChange={setMaster} />
          <Volume id="sound-media" label={t('appearance.sounds.media')} value={media} onChange={setMedia} />
        </div>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('appearance.sounds.perEvent')}</h2>
          {SOUND_EVENTS.map((e) => (
            <EventSound key={e} event={e} />
          ))}
        </div>
      </div>
    </section>
  );
}
