export { runScript, parseScript, hostGlobals, DEFAULT_MAX_STEP, type ScriptHost, type ScriptOutcome, type RunningScript } from './run-script';
export { pageHost } from './page-host';
