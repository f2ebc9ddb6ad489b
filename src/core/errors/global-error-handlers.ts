import { appendErrorLog } from './error-log';

/** Unhandled errors and rejections go to the local error log (spec section 8). */
export function installGlobalErrorHandlers(target: Window = window): void {
  target.addEventListener('error', (ev) => {
    appendErrorLog({
      time: Date.now(),
      status: 'error',
      response: String(ev.error?.stack ?? ev.message ?? 'error'),
      endpoint: ev.filename || 'window',
      parameters: '',
    });
  });
  target.addEventListener('unhandledrejection', (ev) => {
    const reason = ev.reason as { stack?: string; message?: string } | undefined;
    appendErrorLog({
      time: Date.now(),
      status: 'unhandledrejection',
      response: String(reason?.stack ?? reason?.message ?? reason),
      endpoint: 'promise',
      parameters: '',
    });
  });
}
