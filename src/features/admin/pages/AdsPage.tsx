import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n, type MessageKey } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminAdsQuery, adminKeys, deleteAd, saveAd } from '../admin-queries';
import type { AdminAd } from '../admin-types';
import { adDraftErrors, adDraftFrom, type AdDraft } from '../ads/ad-draft';
import styles from '../admin-page.module.css';
import { isHttpUrl } from '@/core/entities/http-url';

const PLACES = ['square', 'horizontal', 'horizontal-big'] as const;
const PRIORITIES = ['high', 'middle', 'low'] as const;

/** /admin/ads: the server's ads with place, priority, ratio and expiry (a ratio of 0 mutes one). */
export function AdsPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const ads = useQuery(adminAdsQuery());
  const [draft, setDraft] = useState<AdDraft | null>(null);
  const errors = draft ? adDraftErrors(draft) : [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.ads() });
  const save = useMutation({
    mutationFn: (d: AdDraft) => saveAd(d),
    onSuccess: async () => {
      setDraft(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (ad: AdminAd) => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.ads.confirmDelete') }))) return;
      await deleteAd(ad.id);
      await refresh();
    },
  });
  const set = <K extends keyof AdDraft>(k: K, v: AdDraft[K]) => setDraft((d) => (d ? { ...d, [k]: v } : d));
  return (
    <section data-admin-page="ads">
      <PageHeader title={t('adminScreens.nav.ads')} actions={<Button primary onClick={() => setDraft(adDraftFrom(null))}>{t('adminScreens.ads.new')}</Button>} />
      <div className={styles.body}>
        {draft && (
          <form className={styles.card} onSubmit={(e) => { e.preventDefault(); if (errors.length === 0) save.mutate(draft); }}>
            <label className={styles.field}><span>{t('adminScreens.ads.url')}</span><input type="url" value={draft.url} onChange={(e) => set('url', e.target.value)} /></label>
            <label className={styles.field}><span>{t('adminScreens.ads.imageUrl')}</span><input type="url" value={draft.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} /></label>
            <label className={styles.field}><span>{t('adminScreens.ads.memo')}</span><input value={draft.memo} onChange={(e) => set('memo', e.target.value)} /></label>
            <label className={styles.field}>
              <span>{t('adminScreens.ads.place')}</span>
              <select value={draft.place} onChange={(e) => set('place', e.target.value as AdDraft['place'])}>
                {PLACES.map((p) => <option key={p} value={p}>{t(`adminScreens.ads.places.${p}` as MessageKey)}</option>)}
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('adminScreens.ads.priority')}</span>
              <select value={draft.priority} onChange={(e) => set('priority', e.target.value as AdDraft['priority'])}>
                {PRIORITIES.map((p) => <option key={p} value={p}>{t(`adminScreens.ads.priorities.${p}` as MessageKey)}</option>)}
              </select>
            </label>
            <label className={styles.field}><span>{t('adminScreens.ads.ratio')}</span><input inputMode="numeric" value={draft.ratio} onChange={(e) => set('ratio', e.target.value)} /></label>
            <label className={styles.field}><span>{t('adminScreens.ads.expiresAt')}</span><input type="datetime-local" value={draft.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} /></label>
            {errors.map((e) => <small key={e} className={styles.error}>{t(`adminScreens.ads.errors.${e}` as MessageKey)}</small>)}
            <div className={styles.row}>
              <Button primary type="submit" disabled={errors.length > 0 || save.isPending}>{t('common.save')}</Button>
              <Button onClick={() => setDraft(null)}>{t('common.cancel')}</Button>
            </div>
          </form>
        )}
        <ul className={styles.list}>
          {ads.data?.map((ad) => (
            <li key={ad.id} className={styles.item}>
              {isHttpUrl(ad.imageUrl) && <img className={styles.thumb} src={ad.imageUrl} alt="" />}
              <span className={styles.grow}>
                {ad.url}
                <br />
                <small className={styles.hint}>{t(`adminScreens.ads.places.${ad.place}` as MessageKey)} · {t('adminScreens.ads.ratio')} {ad.ratio} · {formatDateTime(ad.expiresAt)}</small>
              </span>
              <Button onClick={() => setDraft(adDraftFrom(ad))}>{t('common.edit')}</Button>
              <Button className={styles.danger} onClick={() => remove.mutate(ad)}>{t('common.delete')}</Button>
            </li>
          ))}
        </ul>
        {ads.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
