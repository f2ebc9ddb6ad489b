/**
 * Where a character of a text field is on screen, measured with a hidden copy of the field (a
 * field has no API for it). Called only when the suggestion list opens or its token moves, never
 * on an ordinary keystroke: it lays out a copy of the text.
 */
const COPIED = [
  'boxSizing', 'width', 'borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth',
  'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft',
  'fontStyle', 'fontVariant', 'fontWeight', 'fontStretch', 'fontSize', 'lineHeight', 'fontFamily', 'fontFeatureSettings',
  'textAlign', 'textTransform', 'textIndent', 'letterSpacing', 'wordSpacing', 'tabSize', 'wordBreak', 'overflowWrap', 'direction',
] as const;

export interface CaretRect {
  x: number;
  y: number;
  height: number;
}

export function caretRect(field: HTMLTextAreaElement | HTMLInputElement, index: number): CaretRect {
  const doc = field.ownerDocument;
  const style = doc.defaultView?.getComputedStyle(field);
  const box = field.getBoundingClientRect();
  if (!style) return { x: box.left, y: box.bottom, height: 0 };
  const mirror = doc.createElement('div');
  const s = mirror.style;
  for (const key of COPIED) s[key] = style[key];
  s.position = 'absolute';
  s.top = '0';
  s.left = '-10000px';
  s.visibility = 'hidden';
  s.overflow = 'hidden';
  s.height = 'auto';
  s.whiteSpace = field instanceof HTMLTextAreaElement ? 'pre-wrap' : 'pre';
  mirror.textContent = field.value.slice(0, index);
  const marker = doc.createElement('span');
  marker.textContent = field.value.slice(index, index + 1) || '.';
  mirror.appendChild(marker);
  doc.body.appendChild(mirror);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2 || 16;
  const x = box.left + marker.offsetLeft - field.scrollLeft;
  const y = box.top + marker.offsetTop - field.scrollTop;
  mirror.remove();
  // Kept within the field when the caret is scrolled out of view.
  return { x: Math.min(Math.max(x, box.left), box.right), y: Math.min(Math.max(y, box.top), box.bottom - lineHeight), height: lineHeight };
}
