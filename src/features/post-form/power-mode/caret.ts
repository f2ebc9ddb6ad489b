/**
 * Where the caret of a textarea is on screen: a hidden copy of the field with the same box and
 * font holds the text before the caret and a marker, whose position is the caret's.
 */
const COPIED = [
  'boxSizing',
  'width',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontFamily',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'textIndent',
  'textTransform',
  'tabSize',
  'direction',
] as const;

export function caretPoint(field: HTMLTextAreaElement): { x: number; y: number } {
  const rect = field.getBoundingClientRect();
  const style = getComputedStyle(field);
  const copy = document.createElement('div');
  for (const key of COPIED) copy.style[key] = style[key];
  Object.assign(copy.style, { position: 'fixed', top: '0', left: '0', visibility: 'hidden', whiteSpace: 'pre-wrap', overflowWrap: 'break-word', overflow: 'hidden', height: 'auto' });
  copy.textContent = field.value.slice(0, field.selectionEnd ?? field.value.length);
  const marker = document.createElement('span');
  marker.textContent = '\u200b';
  copy.appendChild(marker);
  document.body.appendChild(copy);
  const lineHeight = marker.offsetHeight || parseFloat(style.fontSize) || 16;
  const x = rect.left + marker.offsetLeft - field.scrollLeft;
  const y = rect.top + marker.offsetTop - field.scrollTop + lineHeight / 2;
  copy.remove();
  // Inside the field's box, whatever its scroll.
  return { x: Math.min(rect.right, Math.max(rect.left, x)), y: Math.min(rect.bottom, Math.max(rect.top, y)) };
}
