/** Geometry of the image cropper: the image covers a view box; pan and zoom map to a source rectangle. */

export interface CropState {
  /** Zoom over the "cover" scale, 1..MAX_ZOOM. */
  zoom: number;
  /** Image top-left in view coordinates (≤ 0). */
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;

export function coverScale(imageW: number, imageH: number, viewW: number, viewH: number): number {
  return Math.max(viewW / imageW, viewH / imageH);
}

/** Keeps the image covering the whole view box. */
export function clampCrop(state: CropState, imageW: number, imageH: number, viewW: number, viewH: number): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, state.zoom));
  const scale = coverScale(imageW, imageH, viewW, viewH) * zoom;
  const minX = viewW - imageW * scale;
  const minY = viewH - imageH * scale;
  return { zoom, x: Math.min(0, Math.max(minX, state.x)), y: Math.min(0, Math.max(minY, state.y)) };
}

/** Centred at zoom 1. */
export function initialCrop(imageW: number, imageH: number, viewW: number, viewH: number): CropState {
  const scale = coverScale(imageW, imageH, viewW, viewH);
  return { zoom: 1, x: (viewW - imageW * scale) / 2, y: (viewH - imageH * scale) / 2 };
}

/** Zooms around the view centre. */
export function zoomCrop(state: CropState, zoom: number, imageW: number, imageH: number, viewW: number, viewH: number): CropState {
  const base = coverScale(imageW, imageH, viewW, viewH);
  const oldScale = base * state.zoom;
  const newScale = base * Math.min(MAX_ZOOM, Math.max(1, zoom));
  const cx = (viewW / 2 - state.x) / oldScale;
  const cy = (viewH / 2 - state.y) / oldScale;
  return clampCrop({ zoom, x: viewW / 2 - cx * newScale, y: viewH / 2 - cy * newScale }, imageW, imageH, viewW, viewH);
}

/** The part of the source image inside the view box, in image pixels. */
export function sourceRect(state: CropState, imageW: number, imageH: number, viewW: number, viewH: number): { sx: number; sy: number; sw: number; sh: number } {
  const scale = coverScale(imageW, imageH, viewW, viewH) * state.zoom;
  return { sx: 0 - state.x / scale + 0, sy: 0 - state.y / scale + 0, sw: viewW / scale, sh: viewH / scale };
}
