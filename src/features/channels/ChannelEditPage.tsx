import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { DrivePicker } from '@/features/post-form';
import { safeImageSrc } from '@/mfm';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { formOf, validateForm, type ChannelForm } from './channel-form';
import { channelQuery, saveChannel } from './channel-queries';
import type { Channel } from './types';
import styles from './Channels.module.css';

function Editor({ channel }: { channel: Channel | null }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<ChannelForm>(() => formOf(channel));
  const [bannerChanged, setBannerChanged] = useState(false);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ChannelForm>) => setForm((f) => ({ ...f, ...patch }));
  const banner = safeImageSrc(form.bannerUrl ?? '');

  const save = async () => {
    const problem = validateForm(form);
    if (problem) {
      setError(t(`channels.form.${problem}`));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // On failure the API client says why; the form keeps everything typed.
      const saved = await saveChannel(qc, form, channel, bannerChanged);
      void navigate({ to: '/channels/$channelId', params: { channelId: saved.id } });
    } catch {
      setBusy(false);
    }
  };

  return (
    <section data-page={channel ? 'channel-edit' : 'channel-new'}>
      <PageHeader title={channel ? t('channels.editTitle') : t('channels.create')} />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className={styles.label}>
          {t('channels.form.name')}
          <input className={styles.input} value={form.name} maxLength={128} required onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className={styles.label}>
          {t('channels.form.description')}
          <textarea className={styles.input} value={form.description} rows={5} maxLength={2048} onChange={(e) => set({ description: e.target.value })} />
        </label>
        <div className={styles.label}>
          {t('channels.form.banner')}
          {banner && <img src={banner} alt="" className={styles.bannerPreview} />}
          <span className={styles.row}>
            <Button onClick={() => setPicking(true)}>{t('channels.form.chooseBanner')}</Button>
            {form.bannerUrl && (
              <Button
                onClick={() => {
                  set({ bannerId: null, bannerUrl: null });
                  setBannerChanged(true);
                }}
              >
                {t('channels.form.removeBanner')}
              </Button>
            )}
          </span>
        </div>
        <label className={styles.label}>
          {t('channels.form.color')}
          <input type="color" value={form.color} onChange={(e) => set({ color: e.target.value })} />
        </label>
        {channel && (
          <>
            <label className={styles.label}>
              {t('channels.form.pinned')}
              <textarea className={styles.input} value={form.pinned} rows={3} placeholder={t('channels.form.pinnedHint')} onChange={(e) => set({ pinned: e.target.value })} />
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={form.isArchived} onChange={(e) => set({ isArchived: e.target.checked })} />
              {t('channels.form.archive')}
            </label>
          </>
        )}
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <div className={styles.row}>
          <Button type="submit" primary disabled={busy}>
            {channel ? t('common.save') : t('channels.create')}
          </Button>
        </div>
      </form>
      {picking && (
        <DrivePicker
          mode="file"
          multiple={false}
          type="image/*"
          kind="banner"
          title={t('channels.form.chooseBanner')}
          confirmLabel={t('channels.form.useBanner')}
          onClose={() => setPicking(false)}
          onSelect={([file]) => {
            if (!file) return;
            set({ bannerId: file.id, bannerUrl: file.url ?? null });
            setBannerChanged(true);
          }}
        />
      )}
    </section>
  );
}

/** /channels/new */
export function ChannelNewPage() {
  return <Editor channel={null} />;
}

/** /channels/{channelId}/edit (the owner only). */
export function ChannelEditPage({ channelId }: { channelId: string }) {
  const { t } = useI18n();
  const channel = useQuery(channelQuery(channelId));
  if (channel.isPending) return <p>{t('common.loading')}</p>;
  if (!channel.data) return <p role="alert">{t('channels.loadFailed')}</p>;
  if (channel.data.userId !== getAccount()?.id) return <p role="alert">{t('channels.notOwner')}</p>;
  return <Editor channel={channel.data} />;
}
