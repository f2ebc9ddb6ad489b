import { describe, expect, it } from 'vitest';
import { getDeviceKind, isMobileUserAgent, type DeviceKind, type DeviceKindOverride } from './device-kind';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  blackBerry: 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  ieMobile: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch)',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

type Row = [name: string, userAgent: string, width: number, override: DeviceKindOverride | undefined, expected: DeviceKind];

const rows: Row[] = [
  ['iPhone, narrow', UA.iPhone, 390, null, 'smartphone'],
  ['iPhone, landscape at exactly 700 px', UA.iPhone, 700, null, 'smartphone'],
  ['iPhone at 701 px is a tablet', UA.iPhone, 701, null, 'tablet'],
  ['iPad, wide', UA.iPad, 1024, null, 'tablet'],
  ['iPad in a narrow split view', UA.iPad, 500, null, 'smartphone'],
  ['iPod touch', UA.iPod, 320, null, 'smartphone'],
  ['Android phone', UA.androidPhone, 412, null, 'smartphone'],
  ['Android tablet, wide', UA.androidTablet, 1280, null, 'tablet'],
  ['Firefox on Android', UA.firefoxAndroid, 412, undefined, 'smartphone'],
  ['Windows Phone', UA.windowsPhone, 360, null, 'smartphone'],
  ['BlackBerry 10', UA.blackBerry, 768, null, 'tablet'],
  ['Opera Mini', UA.operaMini, 240, null, 'smartphone'],
  ['IE Mobile', UA.ieMobile, 480, null, 'smartphone'],
  ['desktop Chrome', UA.chromeDesktop, 1920, null, 'desktop'],
  ['desktop narrow window stays desktop', UA.chromeDesktop, 360, null, 'desktop'],
  ['desktop Safari', UA.safariMac, 1440, undefined, 'desktop'],
  ['desktop Firefox, narrow', UA.firefoxLinux, 500, null, 'desktop'],
  ['override smartphone on desktop', UA.chromeDesktop, 1920, 'smartphone', 'smartphone'],
  ['override tablet on a phone', UA.iPhone, 390, 'tablet', 'tablet'],
  ['override desktop on a phone', UA.androidPhone, 412, 'desktop', 'desktop'],
  ['override desktop-force counts as desktop', UA.iPad, 1024, 'desktop-force', 'desktop'],
  ['null override means automatic', UA.androidTablet, 800, null, 'tablet'],
];

describe('getDeviceKind', () => {
  it.each(rows)('%s', (_name, userAgent, width, override, expected) => {
    expect(getDeviceKind({ userAgent, width, override })).toBe(expected);
  });
});

describe('isMobileUserAgent', () => {
  it.each(Object.entries(UA))('%s', (name, ua) => {
    const desktop = ['chromeDesktop', 'safariMac', 'firefoxLinux'].includes(name);
    expect(isMobileUserAgent(ua)).toBe(!desktop);
  });

  it('treats an empty user agent as desktop', () => {
    expect(isMobileUserAgent('')).toBe(false);
  });
});
