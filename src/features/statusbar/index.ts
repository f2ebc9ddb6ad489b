export { StatusbarOptions } from './StatusbarOptions';
export { STATUSBAR_SIZES, STATUSBAR_TYPES, newStatusbar, type StatusbarType } from './statusbar-props';
