import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n, type MessageKey } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminMetaQuery, updateMeta } from '../admin-queries';
import styles from '../admin-page.module.css';
import { META_FORMS, type MetaField, type MetaFormId } from './meta-fields';
import { changedParams, fieldsOffered, formValuesFrom, validateField, type FormValues } from './meta-form-logic';

/** One admin settings page: the server's meta fields of this page, validated, saved together, nothing half-saved. */
export function MetaForm({ form, title }: { form: MetaFormId; title: MessageKey }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { data: meta } = useSuspenseQuery(adminMetaQuery());
  const fields = fieldsOffered(META_FORMS[form], meta);
  const [values, setValues] = useState<FormValues>(() => formValuesFrom(fields, meta));
  const [error, setError] = useState<string | null>(null);
  const errors = Object.fromEntries(fields.map((f) => [f.key, validateField(f, values[f.key] ?? '')]));
  const invalid = Object.values(errors).some((e) => e !== null);
  const changes = changedParams(fields, meta, values);
  const save = useMutation({
    mutationFn: () => updateMeta(changes),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: adminMetaQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: instanceMetaQuery().queryKey });
      showToast(t('adminScreens.saved'), 'success');
    },
    onError: (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
  });
  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <section data-admin-form={form}>
      <PageHeader title={t(title)} />
      <form
        className={styles.body}
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && Object.keys(changes).length > 0) save.mutate();
        }}
      >
        {fields.length === 0 && <p className={styles.hint}>{t('adminScreens.notOffered')}</p>}
        {fields.map((field) => (
          <FieldInput key={field.key} field={field} value={values[field.key] ?? ''} error={errors[field.key] ?? null} onChange={(v) => set(field.key, v)} />
        ))}
        {error && <p role="alert" className={styles.error}>{t('adminScreens.saveFailed', { error })}</p>}
        <div className={styles.row}>
          <Button primary type="submit" disabled={invalid || save.isPending || Object.keys(changes).length === 0}>
            {t('common.save')}
          </Button>
          {Object.keys(changes).length > 0 && <span className={styles.hint}>{t('adminScreens.unsaved', { n: Object.keys(changes).length })}</span>}
        </div>
      </form>
    </section>
  );
}

function FieldInput({ field, value, error, onChange }: { field: MetaField; value: string | boolean; error: string | null; onChange: (v: string | boolean) => void }) {
  const { t } = useI18n();
  const id = `meta-${field.key}`;
  if (field.kind === 'boolean') {
    return (
      <label className={styles.check}>
        <input type="checkbox" name={field.key} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{t(field.label)}</span>
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const describedBy = error ? `${id}-error` : field.kind === 'lines' ? `${id}-hint` : undefined;
  const common = { id, name: field.key, value: text, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(field.label)}</label>
      {field.kind === 'textarea' || field.kind === 'lines' ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : field.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'text' : field.kind === 'color' ? 'text' : field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {field.kind === 'lines' && !error && <small id={`${id}-hint`} className={styles.hint}>{t('adminScreens.onePerLine')}</small>}
      {error && <small id={`${id}-error`} className={styles.error}>{t(`adminScreens.fieldError.${error}` as MessageKey)}</small>}
    </div>
  );
}
