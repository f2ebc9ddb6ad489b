/** A window's place on the screen, in CSS pixels. */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const WINDOW_MIN_WIDTH = 260;
export const WINDOW_MIN_HEIGHT = 180;
/** How much of a window's title bar must stay on screen. */
const KEEP_VISIBLE = 48;
const DEFAULT_WIDTH = 500;
const DEFAULT_HEIGHT = 560;
const CASCADE_STEP = 24;

/** A new window: a comfortable size, centred, each further one offset a little (cascade). */
export function initialRect(index: number, vp: Viewport): WindowRect {
  const width = Math.min(DEFAULT_WIDTH, Math.max(WINDOW_MIN_WIDTH, vp.width - 32));
  const height = Math.min(DEFAULT_HEIGHT, Math.max(WINDOW_MIN_HEIGHT, vp.height - 32));
  const step = (index % 8) * CASCADE_STEP;
  return clampRect({ x: Math.round((vp.width - width) / 2) + step, y: Math.round((vp.height - height) / 3) + step, width, height }, vp);
}

/** Keeps the window at least its minimum size, no larger than the viewport, and its title bar reachable. */
export function clampRect(rect: WindowRect, vp: Viewport): WindowRect {
  const width = Math.max(Math.min(WINDOW_MIN_WIDTH, vp.width), Math.min(rect.width, vp.width));
  const height = Math.max(Math.min(WINDOW_MIN_HEIGHT, vp.height), Math.min(rect.height, vp.height));
  const x = Math.min(Math.max(rect.x, KEEP_VISIBLE - width), vp.width - KEEP_VISIBLE);
  const y = Math.min(Math.max(rect.y, 0), vp.height - KEEP_VISIBLE);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** Dragging the title bar by (dx, dy). */
export function moveRect(rect: WindowRect, dx: number, dy: number, vp: Viewport): WindowRect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, vp);
}

/** Dragging the bottom-right corner by (dx, dy); the top-left corner stays. */
export function resizeRect(rect: WindowRect, dx: number, dy: number, vp: Viewport): WindowRect {
  const width = Math.min(Math.max(WINDOW_MIN_WIDTH, rect.width + dx), vp.width - Math.max(0, rect.x));
  const height = Math.min(Math.max(WINDOW_MIN_HEIGHT, rect.height + dy), vp.height - Math.max(0, rect.y));
  return clampRect({ ...rect, width, height }, vp);
}

/** The whole viewport (a maximised window). */
export function maximisedRect(vp: Viewport): WindowRect {
  return { x: 0, y: 0, width: vp.width, height: vp.height };
}
