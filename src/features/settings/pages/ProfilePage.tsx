import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { uploadDriveFile } from '@/core/api/upload';
import type { DriveFile } from '@/core/entities/drive-file';
import { safeHttpUrl } from '@/core/entities/http-url';
import type { MeDetailed } from '@/core/accounts/account-types';
import { LANGUAGES, useI18n } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { MfmText } from '@/mfm/MfmText';
import { IconPlus, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { field, isBool, isStr, useMe, useUpdateMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import p from '../profile/profile.module.css';
import { DrivePicker } from '../profile/DrivePicker';
import { ImageCropper } from '../profile/ImageCropper';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { cleanProfileFields, validateProfileFields, type ProfileField } from '../validation';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** Misskey 13's i/update accepts at most 16 fields. */
export const PROFILE_FIELDS_MAX = 16;

interface Draft {
  name: string;
  description: string;
  location: string;
  birthday: string;
  lang: string;
  fields: ProfileField[];
  isCat: boolean;
  isBot: boolean;
  isLocked: boolean;
  isExplorable: boolean;
  noCrawle: boolean;
}

const isFields = (v: unknown): v is ProfileField[] => Array.isArray(v) && v.every((f) => typeof f?.name === 'string' && typeof f?.value === 'string');

function draftFrom(me: MeDetailed): Draft {
  return {
    name: field(me, 'name', isStr, ''),
    description: field(me, 'description', isStr, ''),
    location: field(me, 'location', isStr, ''),
    birthday: field(me, 'birthday', isStr, ''),
    lang: field(me, 'lang', isStr, ''),
    fields: field(me, 'fields', isFields, []).map((f) => ({ ...f })),
    isCat: field(me, 'isCat', isBool, false),
    isBot: field(me, 'isBot', isBool, false),
    isLocked: field(me, 'isLocked', isBool, false),
    isExplorable: field(me, 'isExplorable', isBool, true),
    noCrawle: field(me, 'noCrawle', isBool, false),
  };
}

const safeImage = (url: unknown): string | null => safeHttpUrl(url, location.href);

type ImageKind = 'avatar' | 'banner';
const OUTPUT: Record<ImageKind, [number, number]> = { avatar: [400, 400], banner: [1500, 500] };

/** Avatar or banner: pick from the drive or upload, crop, upload the crop, then i/update. */
function ProfileImage({ kind, me }: { kind: ImageKind; me: MeDetailed }) {
  const { t } = useI18n();
  const updateMe = useUpdateMe();
  const [picking, setPicking] = useState(false);
  const [cropSrc, setCropSrc] = useState<{ url: string; revoke: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = safeImage(me[`${kind}Url`]);

  const finish = async (blob: Blob) => {
    if (cropSrc?.revoke) URL.revokeObjectURL(cropSrc.url);
    setCropSrc(null);
    setBusy(true);
    setError(null);
    try {
      const account = getAccount();
      const file = await uploadDriveFile({
        origin: getServerOrigin(),
        token: account?.token ?? null,
        file: blob,
        name: `${kind}-${Date.now()}.png`,
        folderId: getSetting('uploadFolder'),
      });
      await updateMe({ [`${kind}Id`]: file.id });
    } catch (e) {
      setError(t('settingsScreens.profile.saveFailed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field id={kind} label={t(`settingsScreens.profile.${kind}`)} error={error ?? undefined}>
      <div className={p.imageBox}>
        {current ? <img src={current} alt="" className={kind === 'avatar' ? p.avatarPreview : p.bannerPreview} data-current-image={kind} /> : <div className={kind === 'avatar' ? p.avatarPreview : p.bannerPreview} />}
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => setPicking(true)} data-action={`${kind}-from-drive`}>
            {t('settingsScreens.profile.fromDrive')}
          </Button>
          <label className={styles.row}>
            <span className={styles.hint}>{t('settingsScreens.profile.upload')}</span>
            <input
              type="file"
              accept="image/*"
              name={`${kind}-upload`}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) setCropSrc({ url: URL.createObjectURL(file), revoke: true });
              }}
            />
          </label>
        </div>
        {busy && <small>{t('settingsScreens.common.inProgress')}</small>}
      </div>
      {picking && (
        <DrivePicker
          onCancel={() => setPicking(false)}
          onPick={(file: DriveFile) => {
            setPicking(false);
            const url = safeImage(file.url);
            if (url) setCropSrc({ url, revoke: false });
          }}
        />
      )}
      {cropSrc && (
        <ImageCropper
          src={cropSrc.url}
          outputWidth={OUTPUT[kind][0]}
          outputHeight={OUTPUT[kind][1]}
          onCancel={() => {
            if (cropSrc.revoke) URL.revokeObjectURL(cropSrc.url);
            setCropSrc(null);
          }}
          onDone={(blob) => void finish(blob)}
        />
      )}
    </Field>
  );
}

function ProfileForm({ me }: { me: MeDetailed }) {
  const { t } = useI18n();
  const updateMe = useUpdateMe();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(me));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const problem = validateProfileFields(draft.fields, PROFILE_FIELDS_MAX);
  const fieldsError =
    problem?.kind === 'tooMany' ? t('settingsScreens.profile.tooManyFields', { max: problem.max }) : problem ? t('settingsScreens.profile.emptyField') : undefined;
  const supportsNoCrawle = typeof me.noCrawle === 'boolean';

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const params: Record<string, unknown> = {
        name: draft.name,
        description: draft.description,
        location: draft.location || null,
        birthday: draft.birthday || null,
        lang: draft.lang || null,
        fields: cleanProfileFields(draft.fields),
        isCat: draft.isCat,
        isBot: draft.isBot,
        isLocked: draft.isLocked,
        isExplorable: draft.isExplorable,
      };
      if (supportsNoCrawle) params.noCrawle = draft.noCrawle;
      await updateMe(params);
    } catch (e) {
      setError(t('settingsScreens.profile.saveFailed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'location', max: number) => (
    <Field id={key} label={t(`settingsScreens.profile.${key}`)} htmlFor={`profile-${key}`}>
      <input id={`profile-${key}`} name={key} className={styles.input} maxLength={max} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );
  const flag = (key: 'isCat' | 'isBot' | 'isLocked' | 'isExplorable' | 'noCrawle', label: string, disabled = false) => (
    <label className={styles.row}>
      <input type="checkbox" name={key} checked={draft[key]} disabled={disabled} onChange={(e) => set(key, e.target.checked)} />
      <span>{label}</span>
      {disabled && <small className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</small>}
    </label>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) void save();
      }}
    >
      <Section>
        <div className={p.images}>
          <ProfileImage kind="avatar" me={me} />
          <ProfileImage kind="banner" me={me} />
        </div>
        <Link to={'/settings/profile/icon-generator' as '/settings'}>{t('settingsScreens.profile.iconGenerator')}</Link>
      </Section>
      <Section>
        {text('name', 50)}
        <Field id="description" label={t('settingsScreens.profile.description')} htmlFor="profile-description">
          <textarea id="profile-description" name="description" className={styles.textarea} maxLength={1500} value={draft.description} onChange={(e) => set('description', e.target.value)} />
          {draft.description && (
            <div className={p.preview} aria-label={t('settingsScreens.profile.preview')} data-bio-preview>
              <MfmText text={draft.description} author={{ host: null }} />
            </div>
          )}
        </Field>
        {text('location', 50)}
        <Field id="birthday" label={t('settingsScreens.profile.birthday')} htmlFor="profile-birthday">
          <input id="profile-birthday" name="birthday" type="date" className={styles.input} value={draft.birthday} onChange={(e) => set('birthday', e.target.value)} />
        </Field>
        <Field id="lang" label={t('settingsScreens.profile.lang')} htmlFor="profile-lang">
          <select id="profile-lang" name="lang" className={styles.select} value={draft.lang} onChange={(e) => set('lang', e.target.value)}>
            <option value="">{t('settingsScreens.common.none')}</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </Field>
      </Section>
      <Section>
        <Field id="fields" label={t('settingsScreens.profile.fields')} hint={t('settingsScreens.profile.fieldsLimit', { max: PROFILE_FIELDS_MAX })} error={fieldsError}>
          {draft.fields.map((f, i) => (
            <div key={i} className={p.fieldRow} data-profile-field={i}>
              <input
                aria-label={`${t('settingsScreens.profile.fieldName')} ${i + 1}`}
                name={`field-name-${i}`}
                className={styles.input}
                value={f.name}
                onChange={(e) => set('fields', draft.fields.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
              />
              <input
                aria-label={`${t('settingsScreens.profile.fieldValue')} ${i + 1}`}
                name={`field-value-${i}`}
                className={styles.input}
                value={f.value}
                onChange={(e) => set('fields', draft.fields.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
              />
              <button type="button" aria-label={t('settingsScreens.common.remove')} onClick={() => set('fields', draft.fields.filter((_, j) => j !== i))}>
                <IconTrash size={16} aria-hidden />
              </button>
            </div>
          ))}
          <div className={styles.actions}>
            <Button disabled={draft.fields.length >= PROFILE_FIELDS_MAX} onClick={() => set('fields', [...draft.fields, { name: '', value: '' }])} data-action="add-field">
              <IconPlus size={16} aria-hidden /> {t('settingsScreens.profile.addField')}
            </Button>
          </div>
        </Field>
      </Section>
      <Section>
        <div id="flags" className={p.flags}>
          {flag('isCat', t('settingsScreens.profile.isCat'))}
          {flag('isBot', t('settingsScreens.profile.isBot'))}
          {flag('isLocked', t('settingsScreens.profile.isLocked'))}
          {flag('isExplorable', t('settingsScreens.profile.isExplorable'))}
          {flag('noCrawle', t('settingsScreens.profile.noindex'), !supportsNoCrawle)}
        </div>
      </Section>
      {error && <p className={styles.error} role="alert">{error}</p>}
      <Button type="submit" primary disabled={busy || !!problem} data-action="save-profile">
        {busy ? t('settingsScreens.common.inProgress') : t('settingsScreens.common.save')}
      </Button>
    </form>
  );
}

/** Profile: the server-side profile through i/update. */
export function ProfilePage() {
  const { t } = useI18n();
  const me = useMe();
  return (
    <SettingsPageFrame page="profile">
      {me.data ? <ProfileForm me={me.data} /> : me.isError ? <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} message={t('settingsScreens.common.loadFailed')} /> : <Loading />}
    </SettingsPageFrame>
  );
}
