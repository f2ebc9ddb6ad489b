import { getDeviceKind } from '@/core/device';

/** Start-up step 1: phones get a fixed-scale viewport, other devices the default one. */
export function setViewport(doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.append(meta);
  }
  const kind = getDeviceKind({ userAgent: navigator.userAgent, width: window.innerWidth, override: null });
  meta.content =
    kind === 'smartphone'
      ? 'width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover'
      : 'width=device-width, initial-scale=1';
}
