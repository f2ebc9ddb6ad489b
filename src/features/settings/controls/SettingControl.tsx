import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { getSettingDefinition, useSetting, type SettingKey } from '@/core/settings';
import type { SettingItem } from '../catalogue/items';
import styles from './controls.module.css';
import { Field } from './Field';

function Toggle({ item }: { item: Extract<SettingItem, { kind: 'toggle' }> }) {
  const { t } = useI18n();
  const [value, setValue] = useSetting(item.setting);
  return (
    <Field id={item.anchor} hint={item.hintKey ? t(item.hintKey) : undefined}>
      <label className={styles.row}>
        <input type="checkbox" name={item.setting} checked={value} onChange={(e) => setValue(e.target.checked)} />
        <span className={styles.label}>{t(item.labelKey)}</span>
      </label>
    </Field>
  );
}

/** Option values are the setting values themselves; null is the empty string. */
const optionValue = (v: string | null) => v ?? '';

function Select({ item }: { item: Extract<SettingItem, { kind: 'select' }> }) {
  const { t } = useI18n();
  const [value, setValue] = useSetting(item.setting as SettingKey);
  const known = item.options.some((o) => o.value === value);
  return (
    <Field id={item.anchor} label={t(item.labelKey)} htmlFor={`setting-${item.anchor}`}>
      <select
        id={`setting-${item.anchor}`}
        name={item.setting}
        className={styles.select}
        value={known ? optionValue(value as string | null) : '\u0000unknown'}
        onChange={(e) => {
          const next = item.options.find((o) => optionValue(o.value) === e.target.value);
          if (!next) return;
          // The guard keeps a wrong option from ever entering the store.
          if (getSettingDefinition(item.setting).guard(next.value)) (setValue as (v: unknown) => void)(next.value);
        }}
      >
        {!known && <option value={'\u0000unknown'}>{String(value)}</option>}
        {item.options.map((o) => (
          <option key={String(o.value)} value={optionValue(o.value)}>
            {t(o.labelKey)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function NumberInput({ item }: { item: Extract<SettingItem, { kind: 'number' }> }) {
  const { t } = useI18n();
  const [value, setValue] = useSetting(item.setting);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  const n = Number(shown);
  const invalid = shown.trim() === '' || !Number.isFinite(n) || n < item.min || n > item.max;
  return (
    <Field id={item.anchor} label={t(item.labelKey)} htmlFor={`setting-${item.anchor}`} hint={item.hintKey ? t(item.hintKey) : undefined} error={invalid ? `${item.min}–${item.max}` : undefined}>
      <input
        id={`setting-${item.anchor}`}
        name={item.setting}
        className={styles.input}
        type="number"
        min={item.min}
        max={item.max}
        step={item.step ?? 1}
        value={shown}
        aria-invalid={invalid}
        onChange={(e) => {
          const v = e.target.value;
          const num = Number(v);
          if (v.trim() !== '' && Number.isFinite(num) && num >= item.min && num <= item.max) {
            setValue(num);
            setDraft(null);
          } else setDraft(v);
        }}
        onBlur={() => setDraft(null)}
      />
    </Field>
  );
}

function TextInput({ item }: { item: Extract<SettingItem, { kind: 'text' }> }) {
  const { t } = useI18n();
  const [value, setValue] = useSetting(item.setting);
  return (
    <Field id={item.anchor} label={t(item.labelKey)} htmlFor={`setting-${item.anchor}`} hint={item.hintKey ? t(item.hintKey) : undefined}>
      <input id={`setting-${item.anchor}`} name={item.setting} className={styles.input} value={value} onChange={(e) => setValue(e.target.value)} />
    </Field>
  );
}

/** One declarative setting, bound live to its atom. */
export function SettingControl({ item }: { item: SettingItem }) {
  switch (item.kind) {
    case 'toggle':
      return <Toggle item={item} />;
    case 'select':
      return <Select item={item} />;
    case 'number':
      return <NumberInput item={item} />;
    case 'text':
      return <TextInput item={item} />;
  }
}

export function SettingItems({ items }: { items: readonly SettingItem[] }) {
  return (
    <>
      {items.map((item) => (
        <SettingControl key={item.anchor} item={item} />
      ))}
    </>
  );
}
