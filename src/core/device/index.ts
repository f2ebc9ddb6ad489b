export {
  getDeviceKind,
  isMobileUserAgent,
  type DeviceKind,
  type DeviceKindOverride,
  type DeviceKindInput,
} from './device-kind';
export { useDeviceKind } from './use-device-kind';
