import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { pageHost, runScript, type RunningScript, type ScriptOutcome } from '@/features/aiscript';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './Scratchpad.module.css';

const DRAFT_KEY = 'scratchpad:code';
const SAMPLE = '<: "Hello, AiScript!"\n';

function readDraft(): string {
  try {
    return localStorage.getItem(DRAFT_KEY) ?? SAMPLE;
  } catch {
    return SAMPLE;
  }
}

/** /scratchpad: write AiScript, run it, read its output and errors; a stuck script can be stopped. */
export function ScratchpadPage() {
  const { t } = useI18n();
  const [code, setCode] = useState(readDraft);
  const [output, setOutput] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<ScriptOutcome | null>(null);
  const running = useRef<RunningScript | null>(null);
  const [isRunning, setIsRunning] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(DRAFT_KEY, code);
    } catch {
      /* the draft is only kept while storage works */
    }
  }, [code]);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    running.current?.abort();
    setOutput([]);
    setOutcome(null);
    setIsRunning(true);
    const job = runScript(code, pageHost('aiscript:scratchpad', (text) => setOutput((o) => [...o, text])));
    running.current = job;
    const result = await job.done;
    if (running.current === job) {
      setOutcome(result);
      setIsRunning(false);
      running.current = null;
    }
  };

  return (
    <section data-page="scratchpad">
      <PageHeader title={t('scratchpad.title')} />
      <div className={styles.body}>
        <p className={styles.hint}>{t('scratchpad.description')}</p>
        <label className={styles.field}>
          <span>{t('scratchpad.code')}</span>
          <textarea
            name="scratchpad-code"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void run();
              }
            }}
          />
        </label>
        <div className={styles.row}>
          <Button primary onClick={() => void run()}>{t('scratchpad.run')}</Button>
          <Button disabled={!isRunning} onClick={() => running.current?.abort()}>{t('scratchpad.stop')}</Button>
        </div>
        <h2 className={styles.sectionTitle}>{t('scratchpad.output')}</h2>
        <pre className={styles.pre} data-scratchpad-output aria-live="polite">{output.join('\n')}</pre>
        {outcome && !outcome.ok && (
          <p role="alert" className={styles.error} data-scratchpad-error={outcome.kind}>
            {outcome.kind === 'syntax'
              ? t('scratchpad.syntaxError', { message: outcome.message })
              : outcome.kind === 'aborted'
                ? t('scratchpad.stopped')
                : t('scratchpad.runtimeError', { message: outcome.message })}
          </p>
        )}
        {outcome?.ok && <p className={styles.hint}>{t('scratchpad.finished', { steps: outcome.steps })}</p>}
      </div>
    </section>
  );
}
