import { useState, type KeyboardEvent } from 'react';
import { MAX_POLL_CHOICES } from '@/core/constants';
import { useI18n, type MessageKey } from '@/core/i18n';
import { DeadlineInputs, DurationInputs } from './ExpiryInputs';
import { expiryMode, MAX_POLL_CHOICE_LENGTH, pollProblem, withExpiryMode, type PollDraft, type PollExpiryMode, type PollProblem } from './poll-draft';
import styles from './PollEditor.module.css';
import { IconX } from '@/ui/icons';

const PROBLEM_TEXT: Partial<Record<PollProblem, MessageKey>> = {
  duplicateChoices: 'pollEditor.duplicateChoices',
  pastDeadline: 'pollEditor.pastDeadline',
  badDuration: 'pollEditor.badDuration',
};

/** The post form's poll editor: 1 to 20 choices, multiple answers, and the deadline. */
export function PollEditor({ value, onChange }: { value: PollDraft; onChange: (v: PollDraft) => void }) {
  const { t } = useI18n();
  const [touched, setTouched] = useState(false);
  const [removeRefused, setRemoveRefused] = useState(false);
  const mode = expiryMode(value);
  const problem = pollProblem(value);
  const full = value.choices.length >= MAX_POLL_CHOICES;

  const setChoice = (i: number, text: string) => {
    setTouched(true);
    setRemoveRefused(false);
    onChange({ ...value, choices: value.choices.map((c, j) => (j === i ? text : c)) });
  };
  const add = () => {
    if (!full) onChange({ ...value, choices: [...value.choices, ''] });
  };
  const remove = (i: number) => {
    if (value.choices.length <= 1) {
      setRemoveRefused(true);
      return;
    }
    onChange({ ...value, choices: value.choices.filter((_, j) => j !== i) });
  };
  // Enter must not submit the surrounding post form; on the last choice it adds another.
  const onChoiceKey = (e: KeyboardEvent<HTMLInputElement>, i: number) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (i === value.choices.length - 1) add();
  };

  const problemText = problem && PROBLEM_TEXT[problem] ? t(PROBLEM_TEXT[problem] as MessageKey) : null;
  return (
    <fieldset className={styles.editor} data-testid="poll-editor">
      <legend className={styles.legend}>{t('pollEditor.title')}</legend>
      <ol className={styles.choices}>
        {value.choices.map((choice, i) => (
          <li key={i} className={styles.choice}>
            <input
              className={styles.input}
              value={choice}
              maxLength={MAX_POLL_CHOICE_LENGTH}
              aria-label={t('pollEditor.choice', { n: i + 1 })}
              placeholder={t('pollEditor.choice', { n: i + 1 })}
              onChange={(e) => setChoice(i, e.target.value)}
              onKeyDown={(e) => onChoiceKey(e, i)}
            />
            <button type="button" className={styles.remove} aria-label={t('pollEditor.removeChoice', { n: i + 1 })} title={t('pollEditor.removeChoice', { n: i + 1 })} onClick={() => remove(i)}>
              <IconX aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ol>
      {(removeRefused || (touched && problem === 'noChoices')) && (
        <p className={styles.warning} role="alert">
          {t('pollEditor.atLeastOne')}
        </p>
      )}
      {full ? (
        <p className={styles.note} role="status">
          {t('pollEditor.noMore', { max: MAX_POLL_CHOICES })}
        </p>
      ) : (
        <button type="button" className={styles.add} onClick={add}>
          {t('pollEditor.addChoice')}
        </button>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={value.multiple} onChange={(e) => onChange({ ...value, multiple: e.target.checked })} />
        {t('pollEditor.multiple')}
      </label>
      <label className={styles.field}>
        <span>{t('pollEditor.expiration')}</span>
        <select value={mode} onChange={(e) => onChange(withExpiryMode(value, e.target.value as PollExpiryMode))}>
          <option value="infinite">{t('pollEditor.infinite')}</option>
          <option value="at">{t('pollEditor.at')}</option>
          <option value="after">{t('pollEditor.after')}</option>
        </select>
      </label>
      {mode === 'at' && value.expiresAt !== null && <DeadlineInputs value={value.expiresAt} onChange={(expiresAt) => onChange({ ...value, expiresAt, expiredAfter: null })} />}
      {mode === 'after' && value.expiredAfter !== null && (
        <DurationInputs value={value.expiredAfter} onChange={(expiredAfter) => onChange({ ...value, expiresAt: null, expiredAfter })} />
      )}
      {problemText && (
        <p className={styles.warning} role="alert">
          {problemText}
        </p>
      )}
    </fieldset>
  );
}
