import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { getAccount } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DrivePickerDialog } from '@/features/drive';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { safeImageSrc } from '@/mfm';
import { IconArrowDown, IconArrowUp, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { NEW_BLOCK_KINDS, addBlock, makeBlock, moveBlock, removeBlock, updateBlock, type NewBlockKind, type PageBlock } from './page-blocks';
import { emptyPageForm, pageNameProblem, pageToForm, type PageForm } from './page-form';
import { PageBlocks } from './PageBlocks';
import { deletePage, pageByIdQuery, pagesKeys, savePage, toPage, type Page } from './pages-queries';
import styles from './Pages.module.css';

const EMPTY = emptyPageForm();

interface BlockOps {
  change: (id: string, fn: (b: PageBlock) => PageBlock) => void;
  remove: (id: string) => void;
  move: (id: string, delta: -1 | 1) => void;
  add: (kind: NewBlockKind, sectionId?: string) => void;
  pickImage: (blockId: string) => void;
  fileUrl: (fileId: string) => string | null;
}

function AddBlock({ ops, sectionId }: { ops: BlockOps; sectionId?: string }) {
  const { t } = useI18n();
  return (
    <div className={kitStyles.row} role="group" aria-label={t('pages.addBlock')}>
      <span className={kitStyles.hint}>{t('pages.addBlock')}</span>
      {NEW_BLOCK_KINDS.filter((k) => !(sectionId && k === 'section')).map((k) => (
        <Button key={k} onClick={() => ops.add(k, sectionId)}>
          {t(`pages.blocks.${k}`)}
        </Button>
      ))}
    </div>
  );
}

function BlockEditor({ block, ops, index }: { block: PageBlock; ops: BlockOps; index: number }) {
  const { t } = useI18n();
  const kind = (NEW_BLOCK_KINDS as readonly string[]).includes(block.type) ? t(`pages.blocks.${block.type as NewBlockKind}`) : block.type;
  const label = `${kind} ${index + 1}`;
  return (
    <div className={styles.editorBlock} role="group" aria-label={label} data-block-editor={block.type}>
      <div className={styles.editorBlockHead}>
        <span>{label}</span>
        <button type="button" className={kitStyles.iconButton} aria-label={t('pages.moveUp')} onClick={() => ops.move(block.id, -1)}>
          <IconArrowUp size={16} aria-hidden />
        </button>
        <button type="button" className={kitStyles.iconButton} aria-label={t('pages.moveDown')} onClick={() => ops.move(block.id, 1)}>
          <IconArrowDown size={16} aria-hidden />
        </button>
        <button type="button" className={kitStyles.iconButton} aria-label={t('pages.removeBlock')} onClick={() => ops.remove(block.id)}>
          <IconTrash size={16} aria-hidden />
        </button>
      </div>
      {block.type === 'text' && (
        <textarea className={kitStyles.input} rows={4} aria-label={t('pages.blockText')} value={typeof block.text === 'string' ? block.text : ''} onChange={(e) => ops.change(block.id, (b) => ({ ...b, text: e.target.value }))} />
      )}
      {block.type === 'section' && (
        <>
          <input className={kitStyles.input} aria-label={t('pages.sectionTitle')} value={typeof block.title === 'string' ? block.title : ''} onChange={(e) => ops.change(block.id, (b) => ({ ...b, title: e.target.value }))} />
          <div className={styles.editorChildren}>
            {(block.children ?? []).map((c, i) => (
              <BlockEditor key={c.id} block={c} ops={ops} index={i} />
            ))}
            <AddBlock ops={ops} sectionId={block.id} />
          </div>
        </>
      )}
      {block.type === 'image' && (
        <div className={kitStyles.row}>
          {typeof block.fileId === 'string' && ops.fileUrl(block.fileId) && <img src={ops.fileUrl(block.fileId)!} alt="" height={60} />}
          <Button onClick={() => ops.pickImage(block.id)}>{t('pages.pickImage')}</Button>
        </div>
      )}
      {block.type === 'note' && (
        <input className={kitStyles.input} aria-label={t('pages.noteId')} placeholder={t('pages.noteId')} value={typeof block.note === 'string' ? block.note : ''} onChange={(e) => ops.change(block.id, (b) => ({ ...b, note: e.target.value.trim() || null }))} />
      )}
      {!(NEW_BLOCK_KINDS as readonly string[]).includes(block.type) && <p className={kitStyles.hint}>{t('pages.unsupportedBlock', { type: block.type })}</p>}
    </div>
  );
}

function Editor({ original }: { original?: Page }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const id = useId();
  const draft = useEditorDraft<PageForm>('page', original?.id ?? 'new', original ? pageToForm(original) : EMPTY);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [picker, setPicker] = useState<{ blockId: string | null } | null>(null);
  // Files picked in this session (for thumbnails and the preview); the page's own files come with it.
  const [files, setFiles] = useState<DriveFile[]>(original?.attachedFiles ?? []);
  const form = draft.value;
  if (!form) return <p className={kitStyles.status}>{t('common.loading')}</p>;
  const set = (patch: Partial<PageForm>) => draft.update((f) => ({ ...f, ...patch }));
  const setContent = (fn: (c: PageBlock[]) => PageBlock[]) => draft.update((f) => ({ ...f, content: fn(f.content) }));
  const ops: BlockOps = {
    change: (bid, fn) => setContent((c) => updateBlock(c, bid, fn)),
    remove: (bid) => setContent((c) => removeBlock(c, bid)),
    move: (bid, d) => setContent((c) => moveBlock(c, bid, d)),
    add: (kind, sectionId) => setContent((c) => addBlock(c, makeBlock(kind), sectionId)),
    pickImage: (blockId) => setPicker({ blockId }),
    fileUrl: (fid) => safeImageSrc(files.find((f) => f.id === fid)?.url ?? null),
  };
  const nameProblem = pageNameProblem(form.name);
  const me = getAccount();

  const onPicked = (picked: DriveFile[]) => {
    const file = picked[0];
    const target = picker;
    setPicker(null);
    if (!file || !target) return;
    setFiles((fs) => [...fs.filter((f) => f.id !== file.id), file]);
    if (target.blockId) ops.change(target.blockId, (b) => ({ ...b, fileId: file.id }));
    else set({ eyeCatchingImageId: file.id, eyeCatchingImageUrl: file.url });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || nameProblem || form.title.trim() === '') return;
    setBusy(true);
    try {
      const res = await savePage(form, original);
      await draft.clear();
      await qc.invalidateQueries({ queryKey: pagesKeys.all() });
      showToast(original ? t('pageKit.saved') : t('pageKit.created'), 'success');
      const saved = toPage(res);
      if (me) void router.navigate({ to: '/@{$acct}/pages/$pageName', params: { acct: me.username, pageName: saved?.name ?? form.name.trim() } });
    } catch {
      // toasted; everything typed stays
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!original || !(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: original.title }), type: 'warning' }))) return;
    try {
      await deletePage(original.id);
      await draft.clear();
      await qc.invalidateQueries({ queryKey: pagesKeys.all() });
      showToast(t('pageKit.deleted'), 'success');
      void router.navigate({ to: '/pages' });
    } catch {
      // toasted
    }
  };

  const cover = form.eyeCatchingImageUrl ? safeImageSrc(form.eyeCatchingImageUrl) : null;
  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('pages.editor')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <label className={kitStyles.field}>
        <span>{t('pages.pageTitle')}</span>
        <input className={kitStyles.input} required value={form.title} onChange={(e) => set({ title: e.target.value })} />
      </label>
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-name`}>{t('pages.name')}</label>
        <input id={`${id}-name`} className={kitStyles.input} required aria-describedby={`${id}-name-hint`} value={form.name} onChange={(e) => set({ name: e.target.value })} />
        <small id={`${id}-name-hint`} className={kitStyles.hint}>
          {nameProblem === 'invalid' ? t('pages.nameInvalid') : t('pages.nameHint', { url: `/@${me?.username ?? ''}/pages/${form.name}` })}
        </small>
      </div>
      <label className={kitStyles.field}>
        <span>{t('pages.summary')}</span>
        <input className={kitStyles.input} value={form.summary} onChange={(e) => set({ summary: e.target.value })} />
      </label>
      <div className={kitStyles.row}>
        <span className={kitStyles.hint}>{t('pages.eyeCatching')}</span>
        {cover && <img src={cover} alt="" height={48} />}
        <Button onClick={() => setPicker({ blockId: null })}>{t('pages.pickImage')}</Button>
        {form.eyeCatchingImageId && <Button onClick={() => set({ eyeCatchingImageId: null, eyeCatchingImageUrl: null })}>{t('pageKit.remove')}</Button>}
      </div>
      <label className={kitStyles.field}>
        <span>{t('pages.font')}</span>
        <select className={kitStyles.input} value={form.font} onChange={(e) => set({ font: e.target.value === 'serif' ? 'serif' : 'sans-serif' })}>
          <option value="sans-serif">{t('pages.sansSerif')}</option>
          <option value="serif">{t('pages.serif')}</option>
        </select>
      </label>
      <label className={kitStyles.check}>
        <input type="checkbox" checked={form.alignCenter} onChange={(e) => set({ alignCenter: e.target.checked })} />
        {t('pages.alignCenter')}
      </label>
      <label className={kitStyles.check}>
        <input type="checkbox" checked={form.hideTitleWhenPinned} onChange={(e) => set({ hideTitleWhenPinned: e.target.checked })} />
        {t('pages.hideTitleWhenPinned')}
      </label>
      <h2 className={kitStyles.sectionTitle}>{t('pages.content')}</h2>
      {form.content.map((b, i) => (
        <BlockEditor key={b.id} block={b} ops={ops} index={i} />
      ))}
      <AddBlock ops={ops} />
      <label className={kitStyles.check}>
        <input type="checkbox" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
        {t('pages.preview')}
      </label>
      {preview && (
        <div className={[styles.page, styles.preview, form.alignCenter ? styles.center : '', form.font === 'serif' ? styles.serif : ''].join(' ')} aria-label={t('pages.preview')}>
          <h1 className={styles.title}>{form.title}</h1>
          <PageBlocks blocks={form.content} files={files} author={{ host: null }} />
        </div>
      )}
      <div className={kitStyles.row}>
        <Button type="submit" primary disabled={busy || !!nameProblem || form.title.trim() === ''}>
          {original ? t('common.save') : t('pageKit.create')}
        </Button>
        {original && <Button onClick={() => void remove()}>{t('common.delete')}</Button>}
      </div>
      {picker && <DrivePickerDialog multiple={false} type="image/*" onSelect={onPicked} onClose={() => setPicker(null)} />}
    </form>
  );
}

/** /pages/new and /pages/edit/{initPageId}. */
export function PageEditorPage({ pageId }: { pageId?: string }) {
  const { t } = useI18n();
  const query = useQuery({ ...pageByIdQuery(pageId ?? ''), enabled: !!pageId });
  return (
    <section data-page="page-editor">
      <PageHeader title={pageId ? t('pages.edit') : t('pages.create')} />
      {pageId ? <QueryState query={query}>{(p) => <Editor key={p.id} original={p} />}</QueryState> : <Editor />}
    </section>
  );
}
