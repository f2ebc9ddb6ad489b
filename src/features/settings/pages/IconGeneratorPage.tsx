import { useEffect, useRef, useState } from 'react';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { uploadDriveFile } from '@/core/api/upload';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { useUpdateMe } from '../account/me';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

const SIZE = 400;

function draw(canvas: HTMLCanvasElement, text: string, color: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${text.length > 2 ? 120 : 180}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text.slice(0, 3), SIZE / 2, SIZE / 2 + 8);
}

/** Icon generator: a letter on a colour, drawn on a canvas and used as the avatar. */
export function IconGeneratorPage() {
  const { t } = useI18n();
  const updateMe = useUpdateMe();
  const ref = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState(() => (getAccount()?.username ?? '?').slice(0, 1).toUpperCase());
  const [color, setColor] = useState('#86b300');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (ref.current) draw(ref.current, text, color);
  }, [text, color]);

  const generate = () => {
    const canvas = ref.current;
    if (!canvas) return;
    setBusy(true);
    canvas.toBlob(async (blob) => {
      try {
        if (!blob) throw new Error('canvas');
        const file = await uploadDriveFile({ origin: getServerOrigin(), token: getAccount()?.token ?? null, file: blob, name: `icon-${Date.now()}.png`, folderId: null });
        await updateMe({ avatarId: file.id });
        showToast(t('settingsScreens.common.saved'), 'success');
      } catch (e) {
        showToast(e instanceof Error ? e.message : String(e), 'error');
      } finally {
        setBusy(false);
      }
    }, 'image/png');
  };

  return (
    <SettingsPageFrame page="profile" title={t('settingsScreens.pages.iconGenerator')}>
      <Field id="generator">
        <canvas ref={ref} width={SIZE} height={SIZE} style={{ width: 160, height: 160, borderRadius: '50%' }} role="img" aria-label={text} />
        <label className={styles.field}>
          <span className={styles.label}>{t('settingsScreens.iconGenerator.text')}</span>
          <input className={styles.input} name="icon-text" maxLength={3} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('settingsScreens.iconGenerator.color')}</span>
          <input type="color" name="icon-color" value={color} onChange={(e) => setColor(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <Button primary disabled={busy || !text.trim()} onClick={generate}>
            {t('settingsScreens.iconGenerator.generate')}
          </Button>
        </div>
      </Field>
    </SettingsPageFrame>
  );
}
