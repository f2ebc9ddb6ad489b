import { Interpreter, Parser, utils, values, type Ast } from '@syuilo/aiscript';

/** Steps a script may take before it is stopped (the interpreter also yields every 300 steps). */
export const DEFAULT_MAX_STEP = 5_000_000;

export interface ScriptHost {
  /** `print` / `<:` output. */
  out(text: string): void;
  /** Mk:dialog(title, text, type) */
  dialog?(title: string, text: string, type: string): Promise<void>;
  /** Mk:confirm(title, text, type) */
  confirm?(title: string, text: string, type: string): Promise<boolean>;
  /** Mk:api(endpoint, params, token?) — the host decides which credential is used. */
  api?(endpoint: string, params: unknown): Promise<unknown>;
  /** Mk:save / Mk:load */
  save?(key: string, value: unknown): void;
  load?(key: string): unknown;
  /** Extra globals (USER_ID, plugin functions, …). */
  globals?: Record<string, values.Value>;
}

export type ScriptOutcome = { ok: true; steps: number } | { ok: false; kind: 'syntax' | 'runtime' | 'aborted'; message: string; steps: number };

/** Parses a script; syntax errors carry the parser's position in their message. */
export function parseScript(code: string): { ok: true; ast: Ast.Node[] } | { ok: false; message: string } {
  try {
    return { ok: true, ast: Parser.parse(code) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The Mk: functions a script may call, bound to a host. Nothing reaches the page except through these. */
export function hostGlobals(host: ScriptHost): Record<string, values.Value> {
  const str = (v: values.Value | undefined) => (v && v.type === 'str' ? v.value : v ? utils.valToString(v, true) : '');
  return {
    'Mk:dialog': values.FN_NATIVE(async ([title, text, type]) => {
      await host.dialog?.(str(title), str(text), str(type) || 'info');
      return values.NULL;
    }),
    'Mk:confirm': values.FN_NATIVE(async ([title, text, type]) => values.BOOL((await host.confirm?.(str(title), str(text), str(type) || 'question')) ?? false)),
    'Mk:api': values.FN_NATIVE(async ([ep, params]) => {
      if (!host.api) return values.NULL;
      try {
        return utils.jsToVal(await host.api(str(ep), params ? utils.valToJs(params) : {}));
      } catch (e) {
        return utils.jsToVal({ error: e instanceof Error ? { message: e.message } : { message: String(e) } });
      }
    }),
    'Mk:save': values.FN_NATIVE(([key, value]) => {
      host.save?.(str(key), value ? utils.valToJs(value) : null);
      return values.NULL;
    }),
    'Mk:load': values.FN_NATIVE(([key]) => utils.jsToVal(host.load?.(str(key)) ?? null)),
    ...(host.globals ?? {}),
  };
}

export interface RunningScript {
  done: Promise<ScriptOutcome>;
  abort(): void;
  interpreter: Interpreter;
}

/** Runs a script with a step budget; `abort()` stops it at its next step. */
export function runScript(code: string, host: ScriptHost, opts: { maxStep?: number } = {}): RunningScript {
  const parsed = parseScript(code);
  let aborted = false;
  const interpreter = new Interpreter(hostGlobals(host), {
    out: (v: values.Value) => host.out(v.type === 'str' ? v.value : utils.valToString(v, true)),
    maxStep: opts.maxStep ?? DEFAULT_MAX_STEP,
  });
  const done: Promise<ScriptOutcome> = parsed.ok
    ? interpreter.exec(parsed.ast).then(
        (): ScriptOutcome => (aborted ? { ok: false, kind: 'aborted', message: 'aborted', steps: interpreter.stepCount } : { ok: true, steps: interpreter.stepCount }),
        (e: unknown): ScriptOutcome => ({ ok: false, kind: aborted ? 'aborted' : 'runtime', message: e instanceof Error ? e.message : String(e), steps: interpreter.stepCount }),
      )
    : Promise.resolve({ ok: false, kind: 'syntax', message: parsed.message, steps: 0 });
  return {
    done,
    interpreter,
    abort() {
      aborted = true;
      // Interpreter.abort() of this version leaves a running `loop` spinning on microtasks; lowering the
      // step budget instead makes the very next step throw, wherever the script is.
      (interpreter as unknown as { opts: { maxStep?: number } }).opts.maxStep = Math.max(1, interpreter.stepCount);
    },
  };
}
