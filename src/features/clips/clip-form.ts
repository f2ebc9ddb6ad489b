import type { Clip } from './clips-queries';

export interface ClipForm {
  name: string;
  description: string;
  isPublic: boolean;
}

export const emptyClipForm = (): ClipForm => ({ name: '', description: '', isPublic: false });

export function clipToForm(c: Clip): ClipForm {
  return { name: c.name, description: typeof c.description === 'string' ? c.description : '', isPublic: c.isPublic === true };
}

/** The clips/create or clips/update params: the original object first, so fields this client does not know are kept. */
export function clipParams(form: ClipForm, original?: Clip): Record<string, unknown> {
  return {
    ...(original ?? {}),
    ...(original ? { clipId: original.id } : {}),
    name: form.name.trim(),
    description: form.description.trim() === '' ? null : form.description,
    isPublic: form.isPublic,
  };
}
