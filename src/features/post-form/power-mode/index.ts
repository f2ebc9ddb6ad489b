export { usePowerMode } from './use-power-mode';
