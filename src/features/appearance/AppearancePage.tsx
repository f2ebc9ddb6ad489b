import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { PageHeader } from '@/ui/page/PageHeader';
import type { FontChoice } from '@/ui/theme/fonts';
import styles from './Appearance.module.css';

const FONT_SIZES = ['small', 'medium', 'large', 'veryLarge'] as const;
const AVATAR_SIZES = ['small', 'medium', 'large'] as const;
const EMOJI_STYLES = ['twemoji', 'fluentEmoji', 'native'] as const;

function useFontChoices(): readonly FontChoice[] {
  const [fonts, setFonts] = useState<readonly FontChoice[]>([]);
  useEffect(() => {
    let alive = true;
    void import('@/ui/theme/fonts').then((m) => alive && setFonts(m.FONT_CHOICES));
    return () => {
      alive = false;
    };
  }, []);
  return fonts;
}

function Choice<T extends string>({ name, legend, values, value, label, onChange }: { name: string; legend: string; values: readonly T[]; value: T; label: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <fieldset className={styles.segmented}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {label(v)}
        </label>
      ))}
    </fieldset>
  );
}

/** /settings/appearance: font size, avatar size, fonts, emoji style, motion, and a way to custom CSS. */
export function AppearancePage() {
  const { t } = useI18n();
  const [fontSize, setFontSize] = useSetting('fontSize');
  const [avatarSize, setAvatarSize] = useSetting('avatarSize');
  const [squareAvatars, setSquareAvatars] = useSetting('squareAvatars');
  const [useSystemFont, setUseSystemFont] = useSetting('useSystemFont');
  const [fontFamily, setFontFamily] = useSetting('fontFamily');
  const [emojiStyle, setEmojiStyle] = useSetting('emojiStyle');
  const [animation, setAnimation] = useSetting('animation');
  const [reduceAnimation, setReduceAnimation] = useSetting('reduceAnimation');
  const [despite, setDespite] = useSetting('motionDespiteReducedMotion');
  const fonts = useFontChoices();
  const served = fonts.filter((f) => f.source === 'local');
  const system = fonts.filter((f) => f.source === 'system');
  const chosenSystemFont = useSystemFont ? undefined : system.find((f) => f.id === fontFamily);

  return (
    <section data-page="settings-appearance">
      <PageHeader title={t('appearance.page.title')} />
      <div className={styles.page}>
        <div className={styles.section}>
          <Choice name="fontSize" legend={t('appearance.page.fontSize')} values={FONT_SIZES} value={fontSize} label={(v) => t(`appearance.page.fontSizes.${v}`)} onChange={setFontSize} />
          <Choice name="avatarSize" legend={t('appearance.page.avatarSize')} values={AVATAR_SIZES} value={avatarSize} label={(v) => t(`appearance.page.avatarSizes.${v}`)} onChange={setAvatarSize} />
          <label className={styles.row}>
            <input type="checkbox" name="squareAvatars" checked={squareAvatars} onChange={(e) => setSquareAvatars(e.target.checked)} />
            {t('appearance.squareAvatars')}
          </label>
        </div>
        <div className={styles.section}>
          <label className={styles.row}>
            <input type="checkbox" checked={useSystemFont} onChange={(e) => setUseSystemFont(e.target.checked)} data-setting="useSystemFont" />
            {t('appearance.page.useSystemFont')}
          </label>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="font-family">
              {t('appearance.page.font')}
            </label>
            <select id="font-family" className={styles.select} value={fontFamily ?? ''} disabled={useSystemFont} onChange={(e) => setFontFamily(e.target.value || null)} data-setting="fontFamily">
              <option value="">{t('appearance.page.fontDefault')}</option>
              <option value="random">{t('appearance.page.fontRandom')}</option>
              <optgroup label={t('appearance.page.fontServed')}>
                {served.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('appearance.page.fontSystem')}>
                {system.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </optgroup>
            </select>
            <p className={styles.hint}>{t('appearance.page.fontHint')}</p>
            {chosenSystemFont && (
              <p className={styles.hint} data-testid="system-font-note">
                {t('appearance.page.fontSystemChosen', { name: chosenSystemFont.label })}
              </p>
            )}
          </div>
          <p className={styles.sample}>{t('appearance.page.fontSample')}</p>
        </div>
        <div className={styles.section}>
          <Choice name="emojiStyle" legend={t('appearance.page.emojiStyle')} values={EMOJI_STYLES} value={emojiStyle} label={(v) => t(`appearance.page.emojiStyles.${v}`)} onChange={setEmojiStyle} />
        </div>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('appearance.page.motion')}</h2>
          <label className={styles.row}>
            <input type="checkbox" checked={animation} onChange={(e) => setAnimation(e.target.checked)} />
            {t('appearance.page.animation')}
          </label>
          <label className={styles.row}>
            <input type="checkbox" checked={reduceAnimation} onChange={(e) => setReduceAnimation(e.target.checked)} />
            {t('appearance.page.reduceAnimation')}
          </label>
          <label className={styles.row}>
            <input type="checkbox" checked={despite} onChange={(e) => setDespite(e.target.checked)} />
            {t('appearance.page.motionDespite')}
          </label>
        </div>
        <div className={styles.section}>
          <Link to="/settings/custom-css">{t('appearance.customCss.title')}</Link>
          <Link to="/settings/theme">{t('theme.theme.title')}</Link>
        </div>
      </div>
    </section>
  );
}
