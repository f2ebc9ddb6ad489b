import type { Messages } from '@/core/i18n/types';

/** Messages of the "scratchpad" area (en-US). */
export const scratchpad: Messages['scratchpad'] = {
  title: 'Scratchpad',
  description: 'Run AiScript here. Ctrl+Enter runs the script; Stop ends a script that does not finish.',
  code: 'Script',
  run: 'Run',
  stop: 'Stop',
  output: 'Output',
  syntaxError: 'Syntax error: {message}',
  runtimeError: 'Error while running: {message}',
  stopped: 'The script was stopped.',
  finished: 'Finished in {steps} steps.',
};
