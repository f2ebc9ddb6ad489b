export type PopupPosition = 'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom';
export type PopupAxis = 'vertical' | 'horizontal';

/**
 * Where the pop-ups sit and which way they stack: in the chosen corner, the newest nearest the corner,
 * older ones pushed away from it down/up the side (vertical) or along the edge (horizontal).
 */
export function popupPlacement(position: PopupPosition, axis: PopupAxis) {
  const left = position === 'leftTop' || position === 'leftBottom';
  const top = position === 'leftTop' || position === 'rightTop';
  const flexDirection = axis === 'vertical' ? (top ? 'column-reverse' : 'column') : left ? 'row-reverse' : 'row';
  return {
    style: {
      [left ? 'left' : 'right']: '16px',
      [top ? 'top' : 'bottom']: '16px',
      flexDirection,
      alignItems: axis === 'vertical' ? (left ? 'flex-start' : 'flex-end') : top ? 'flex-start' : 'flex-end',
    } as const,
    left,
    top,
  };
}
