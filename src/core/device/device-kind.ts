import { TABLET_MIN_WIDTH_ON_MOBILE_UA } from '@/core/constants';

export type DeviceKind = 'desktop' | 'tablet' | 'smartphone';

/** Values of the device-kind override setting; null means automatic. */
export type DeviceKindOverride = 'smartphone' | 'tablet' | 'desktop' | 'desktop-force' | null;

export interface DeviceKindInput {
  userAgent: string;
  /** Window width in CSS pixels. */
  width: number;
  override?: DeviceKindOverride | undefined;
}

const MOBILE_UA =
  /iphone|ipod|ipad|android|windows phone|blackberry|\bbb10\b|opera mini|iemobile|mobile safari|webos|kindle|silk\/|\bmobile\b/i;

/** Whether the user agent belongs to a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * Device kind per the override setting, else from the user agent and width:
 * a mobile UA is a tablet when the window is wider than 700 px, otherwise a smartphone.
 */
export function getDeviceKind({ userAgent, width, override }: DeviceKindInput): DeviceKind {
  switch (override) {
    case 'smartphone':
    case 'tablet':
    case 'desktop':
      return override;
    case 'desktop-force':
      return 'desktop';
    default:
      break;
  }
  if (!isMobileUserAgent(userAgent)) return 'desktop';
  return width > TABLET_MIN_WIDTH_ON_MOBILE_UA ? 'tablet' : 'smartphone';
}
