import type { PageBlock } from './page-blocks';
import type { Page } from './pages-queries';

export interface PageForm {
  title: string;
  name: string;
  summary: string;
  font: 'sans-serif' | 'serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  eyeCatchingImageId: string | null;
  /** Shown in the editor only (name and url of the picked cover). */
  eyeCatchingImageUrl: string | null;
  content: PageBlock[];
}

export const emptyPageForm = (): PageForm => ({ title: '', name: '', summary: '', font: 'sans-serif', alignCenter: false, hideTitleWhenPinned: false, eyeCatchingImageId: null, eyeCatchingImageUrl: null, content: [] });

export function pageToForm(p: Page): PageForm {
  return {
    title: p.title,
    name: p.name,
    summary: typeof p.summary === 'string' ? p.summary : '',
    font: p.font === 'serif' ? 'serif' : 'sans-serif',
    alignCenter: p.alignCenter === true,
    hideTitleWhenPinned: p.hideTitleWhenPinned === true,
    eyeCatchingImageId: typeof p.eyeCatchingImageId === 'string' ? p.eyeCatchingImageId : null,
    eyeCatchingImageUrl: typeof p.eyeCatchingImage?.url === 'string' ? p.eyeCatchingImage.url : null,
    content: p.content,
  };
}

/** A page name goes into the URL: no slashes, spaces or other characters a path would mangle. */
export function pageNameProblem(name: string): 'empty' | 'invalid' | null {
  if (name.trim() === '') return 'empty';
  return /^[\w\-.~]+$/u.test(name) ? null : 'invalid';
}

/** pages/create or pages/update params; the original page goes first so its other fields survive. */
export function pageParams(form: PageForm, original?: Page): Record<string, unknown> {
  const base: Record<string, unknown> = original ? { ...original } : { variables: [], script: '' };
  // Packed-only fields the server would not take back.
  for (const k of ['user', 'eyeCatchingImage', 'attachedFiles', 'likedCount', 'isLiked', 'createdAt', 'updatedAt', 'userId', 'id']) delete base[k];
  return {
    ...base,
    ...(original ? { pageId: original.id } : {}),
    title: form.title,
    name: form.name.trim(),
    summary: form.summary.trim() === '' ? null : form.summary,
    font: form.font,
    alignCenter: form.alignCenter,
    hideTitleWhenPinned: form.hideTitleWhenPinned,
    eyeCatchingImageId: form.eyeCatchingImageId,
    content: form.content,
    variables: Array.isArray(base.variables) ? base.variables : [],
    script: typeof base.script === 'string' ? base.script : '',
  };
}
