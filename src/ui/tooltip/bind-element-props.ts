/** React handler prop → the native event it stands for (React's onFocus/onBlur are focusin/focusout). */
const EVENT_OF: Readonly<Record<string, string>> = {
  onFocus: 'focusin',
  onBlur: 'focusout',
  onKeyDown: 'keydown',
  onClick: 'click',
  onMouseDown: 'mousedown',
  onMouseEnter: 'mouseenter',
  onMouseLeave: 'mouseleave',
  onMouseMove: 'mousemove',
  onPointerDown: 'pointerdown',
  onPointerEnter: 'pointerenter',
  onPointerLeave: 'pointerleave',
};

type Handler = (event: unknown) => void;

/** A native event seen through the few fields of React's synthetic event that handlers read. */
function synthetic(event: Event, element: Element): unknown {
  return new Proxy(event, {
    get(target, prop) {
      if (prop === 'nativeEvent') return target;
      if (prop === 'currentTarget') return element;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Applies props meant for a React element (handlers and ARIA attributes, as floating-ui's
 * `getReferenceProps()` returns them) to an element the caller does not render: the element stays
 * the same node (a click or the focus on it is never lost) and its own React props are untouched.
 * Returns the function that removes them again.
 */
export function bindElementProps(element: Element, props: Record<string, unknown>): () => void {
  const undo: Array<() => void> = [];
  for (const [name, value] of Object.entries(props)) {
    const eventName = EVENT_OF[name];
    if (eventName && typeof value === 'function') {
      const listener = (e: Event) => (value as Handler)(synthetic(e, element));
      element.addEventListener(eventName, listener);
      undo.push(() => element.removeEventListener(eventName, listener));
    } else if ((name.startsWith('aria-') || name.startsWith('data-')) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
      const before = element.getAttribute(name);
      element.setAttribute(name, String(value));
      undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
    }
  }
  return () => undo.forEach((u) => u());
}
