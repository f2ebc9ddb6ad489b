import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import type { WidgetProps } from '../widget-types';
import styles from './more.module.css';

type Runner = typeof import('@/features/aiscript');

/** The interpreter loads only when a script widget first runs. */
const loadRunner = (): Promise<Runner> => import('@/features/aiscript');

/** A tiny AiScript runner: the script is the widget's data; output shows below. */
export function AiScriptWidget({ widget, onUpdate }: WidgetProps) {
  const { t } = useI18n();
  const script = typeof widget.data.script === 'string' ? widget.data.script : '<: "Hello"';
  const [output, setOutput] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const run = async () => {
    stop.current?.();
    setOutput([]);
    setError(null);
    const { runScript, pageHost } = await loadRunner();
    const job = runScript(script, pageHost(`aiscript:widget:${widget.id}`, (text) => setOutput((o) => [...o, text])), { maxStep: 200_000 });
    stop.current = job.abort;
    const outcome = await job.done;
    if (!outcome.ok) setError(outcome.message);
  };
  return (
    <div className={styles.script} data-widget-aiscript>
      <textarea aria-label={t('widgetsScreens.script')} spellCheck={false} value={script} onChange={(e) => onUpdate({ script: e.target.value })} />
      <div>
        <Button primary onClick={() => void run()}>{t('scratchpad.run')}</Button>
      </div>
      <pre className={styles.out} aria-live="polite">{output.join('\n')}</pre>
      {error && <p role="alert" className={styles.error}>{error}</p>}
    </div>
  );
}

/** A button that runs a script (the script and label are the widget's settings). */
export function ScriptButtonWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const label = typeof widget.data.label === 'string' && widget.data.label ? widget.data.label : t('widgetsScreens.scriptButton');
  const script = typeof widget.data.script === 'string' ? widget.data.script : '';
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    const { runScript, pageHost } = await loadRunner();
    const outcome = await runScript(script, pageHost(`aiscript:widget:${widget.id}`, () => {}), { maxStep: 200_000 }).done;
    if (!outcome.ok) setError(outcome.message);
  };
  return (
    <div className={styles.script}>
      <Button primary onClick={() => void run()} disabled={script.trim() === ''}>{label}</Button>
      {error && <p role="alert" className={styles.error}>{error}</p>}
    </div>
  );
}
