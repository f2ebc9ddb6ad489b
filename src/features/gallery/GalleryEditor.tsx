import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DrivePickerDialog } from '@/features/drive';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { safeImageSrc } from '@/mfm';
import { IconX } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { emptyGalleryForm, galleryPostQuery, postToForm, saveGalleryPost, toGalleryPost, type GalleryForm, type GalleryPost } from './gallery-queries';
import styles from './Gallery.module.css';

const EMPTY = emptyGalleryForm();
const MAX_FILES = 32;

function Editor({ original }: { original?: GalleryPost }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const draft = useEditorDraft<GalleryForm>('gallery', original?.id ?? 'new', original ? postToForm(original) : EMPTY);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = draft.value;
  if (!form) return <p className={kitStyles.status}>{t('common.loading')}</p>;
  const set = (patch: Partial<GalleryForm>) => draft.update((f) => ({ ...f, ...patch }));
  const ready = form.title.trim() !== '' && form.files.length > 0;

  const addFiles = (picked: DriveFile[]) => {
    setPicking(false);
    draft.update((f) => {
      const have = new Set(f.files.map((x) => x.id));
      const added = picked.filter((p) => !have.has(p.id)).map((p) => ({ id: p.id, name: p.name, url: p.url, thumbnailUrl: p.thumbnailUrl, type: p.type }));
      return { ...f, files: [...f.files, ...added].slice(0, MAX_FILES) };
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const res = await saveGalleryPost(qc, form, original);
      await draft.clear();
      showToast(original ? t('pageKit.saved') : t('pageKit.created'), 'success');
      const id = toGalleryPost(res)?.id ?? original?.id;
      if (id) void router.navigate({ to: '/gallery/$postId', params: { postId: id } });
    } catch {
      // toasted; the input stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('gallery.editor')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <label className={kitStyles.field}>
        <span>{t('gallery.postTitle')}</span>
        <input className={kitStyles.input} required value={form.title} onChange={(e) => set({ title: e.target.value })} />
      </label>
      <label className={kitStyles.field}>
        <span>{t('pageKit.description')}</span>
        <textarea className={kitStyles.input} rows={3} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      <ul className={styles.pickedFiles} aria-label={t('gallery.files')}>
        {form.files.map((f) => {
          const thumb = safeImageSrc(f.thumbnailUrl ?? f.url);
          return (
            <li key={f.id} className={styles.pickedFile}>
              {thumb && <img src={thumb} alt="" className={styles.pickedThumb} />}
              <span className={kitStyles.meta}>{f.name}</span>
              <button type="button" className={kitStyles.iconButton} aria-label={t('gallery.removeFile', { name: f.name })} onClick={() => set({ files: form.files.filter((x) => x.id !== f.id) })}>
                <IconX size={16} aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      <div className={kitStyles.row}>
        <Button onClick={() => setPicking(true)}>{t('gallery.addFiles')}</Button>
        {form.files.length === 0 && <span className={kitStyles.hint}>{t('gallery.needFiles')}</span>}
      </div>
      <label className={kitStyles.check}>
        <input type="checkbox" checked={form.isSensitive} onChange={(e) => set({ isSensitive: e.target.checked })} />
        {t('gallery.sensitive')}
      </label>
      <div className={kitStyles.row}>
        <Button type="submit" primary disabled={!ready || busy}>
          {original ? t('common.save') : t('gallery.post')}
        </Button>
      </div>
      {picking && <DrivePickerDialog multiple max={MAX_FILES - form.files.length} type="image/*" onSelect={addFiles} onClose={() => setPicking(false)} />}
    </form>
  );
}

/** /gallery/new and /gallery/{postId}/edit. */
export function GalleryEditorPage({ postId }: { postId?: string }) {
  const { t } = useI18n();
  const query = useQuery({ ...galleryPostQuery(postId ?? ''), enabled: !!postId });
  return (
    <section data-page="gallery-editor">
      <PageHeader title={postId ? t('gallery.edit') : t('gallery.create')} />
      {postId ? <QueryState query={query}>{(p) => <Editor key={p.id} original={p} />}</QueryState> : <Editor />}
    </section>
  );
}
