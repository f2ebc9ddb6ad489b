import type { MetaField } from './meta-fields';

/** What the form holds per field: text for inputs, a flag for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** The fields this server's admin/meta answer has: a field the server does not know is never shown or sent. */
export function fieldsOffered(fields: readonly MetaField[], meta: Record<string, unknown> | undefined): MetaField[] {
  if (!meta) return [];
  return fields.filter((field) => field.key in meta);
}

export function toFormValue(field: MetaField, value: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'lines':
      return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

export function formValuesFrom(fields: readonly MetaField[], meta: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, toFormValue(field, meta[field.key])]));
}

export type FieldError = 'notANumber' | 'notAUrl' | 'notAnEmail' | 'notAColor';

/** The first problem with a field's value, or null. Empty text means "unset" and is always valid. */
export function validateField(field: MetaField, value: FormValue): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const v = value.trim();
  switch (field.kind) {
    case 'number':
      return /^\d+$/.test(v) ? null : 'notANumber';
    case 'url':
      return /^https?:\/\/\S+$/i.test(v) ? null : 'notAUrl';
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(v) ? null : 'notAnEmail';
    case 'color':
      return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? null : 'notAColor';
    default:
      return null;
  }
}

/** The value to send for a field, as the server's JSON type. */
export function toParam(field: MetaField, value: FormValue): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'lines') return text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  if (field.kind === 'number') return text.trim() === '' ? null : Number(text.trim());
  return text.trim() === '' ? null : text.trim();
}

/** Only what changed since the server's answer; unchanged fields are not sent. */
export function changedParams(fields: readonly MetaField[], meta: Record<string, unknown>, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const before = toFormValue(field, meta[field.key]);
    const now = values[field.key];
    if (now === undefined || now === before) continue;
    out[field.key] = toParam(field, now);
  }
  return out;
}
