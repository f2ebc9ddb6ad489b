/** What only the admin area reads and writes: abuse reports, ads, relays and the admin-only meta fields. */
import type { MockState } from '../state';

export interface AbuseReportRecord {
  id: string;
  createdAt: number;
  reporterId: string;
  targetUserId: string;
  comment: string;
  resolved: boolean;
  assigneeId: string | null;
  forwarded: boolean;
}

export interface AdRecord {
  id: string;
  createdAt: number;
  expiresAt: number;
  place: 'square' | 'horizontal' | 'horizontal-big';
  priority: 'high' | 'middle' | 'low';
  ratio: number;
  url: string;
  imageUrl: string;
  memo: string;
}

export interface RelayRecord {
  id: string;
  inbox: string;
  status: 'requesting' | 'accepted' | 'rejected';
}

/** Admin-only meta settings (the public ones live in state.meta). */
export interface AdminMetaExtras {
  pinnedUsers: string[];
  hiddenTags: string[];
  blockedHosts: string[];
  silencedHosts: string[];
  sensitiveWords: string[];
  preservedUsernames: string[];
  tosUrl: string | null;
  iconUrl: string | null;
  bannerUrl: string | null;
  backgroundImageUrl: string | null;
  serverRules: string[];
  enableHcaptcha: boolean;
  hcaptchaSiteKey: string | null;
  hcaptchaSecretKey: string | null;
  enableRecaptcha: boolean;
  recaptchaSiteKey: string | null;
  recaptchaSecretKey: string | null;
  enableTurnstile: boolean;
  turnstileSiteKey: string | null;
  turnstileSecretKey: string | null;
  sensitiveMediaDetection: 'none' | 'all' | 'local' | 'remote';
  sensitiveMediaDetectionSensitivity: 'medium' | 'low' | 'high' | 'veryLow' | 'veryHigh';
  setSensitiveFlagAutomatically: boolean;
  enableSensitiveMediaDetectionForVideos: boolean;
  enableEmail: boolean;
  email: string | null;
  smtpSecure: boolean;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUser: string | null;
  smtpPass: string | null;
  useObjectStorage: boolean;
  objectStorageBaseUrl: string | null;
  objectStorageBucket: string | null;
  objectStoragePrefix: string | null;
  objectStorageEndpoint: string | null;
  objectStorageRegion: string | null;
  objectStorageAccessKey: string | null;
  objectStorageSecretKey: string | null;
  objectStoragePort: number | null;
  objectStorageUseSSL: boolean;
  objectStorageUseProxy: boolean;
  objectStorageSetPublicRead: boolean;
  objectStorageS3ForcePathStyle: boolean;
  swPrivateKey: string | null;
  enableIpLogging: boolean;
  enableActiveEmailValidation: boolean;
  enableChartsForRemoteUser: boolean;
  enableChartsForFederatedInstances: boolean;
  enableServerMachineStats: boolean;
  enableIdenticonGeneration: boolean;
  proxyAccountId: string | null;
  summalyProxy: string | null;
  cacheRemoteFiles: boolean;
  cacheRemoteSensitiveFiles: boolean;
  enableServiceWorker: boolean;
  deeplAuthKey: string | null;
  deeplIsPro: boolean;
}

export interface AdminState {
  abuseReports: AbuseReportRecord[];
  ads: AdRecord[];
  relays: RelayRecord[];
  meta: AdminMetaExtras;
  seq: number;
}

const states = new WeakMap<MockState, AdminState>();

function defaults(): AdminState {
  return {
    abuseReports: [],
    ads: [],
    relays: [],
    seq: 0,
    meta: {
      pinnedUsers: [], hiddenTags: [], blockedHosts: [], silencedHosts: [], sensitiveWords: [], preservedUsernames: ['admin', 'root'],
      tosUrl: null, iconUrl: null, bannerUrl: null, backgroundImageUrl: null, serverRules: ['Be kind.', 'This is a mock: nothing here is real.'],
      enableHcaptcha: false, hcaptchaSiteKey: null, hcaptchaSecretKey: null,
      enableRecaptcha: false, recaptchaSiteKey: null, recaptchaSecretKey: null,
      enableTurnstile: false, turnstileSiteKey: null, turnstileSecretKey: null,
      sensitiveMediaDetection: 'none', sensitiveMediaDetectionSensitivity: 'medium', setSensitiveFlagAutomatically: false, enableSensitiveMediaDetectionForVideos: false,
      enableEmail: false, email: null, smtpSecure: false, smtpHost: null, smtpPort: null, smtpUser: null, smtpPass: null,
      useObjectStorage: false, objectStorageBaseUrl: null, objectStorageBucket: null, objectStoragePrefix: null, objectStorageEndpoint: null,
      objectStorageRegion: null, objectStorageAccessKey: null, objectStorageSecretKey: null, objectStoragePort: null,
      objectStorageUseSSL: true, objectStorageUseProxy: true, objectStorageSetPublicRead: false, objectStorageS3ForcePathStyle: true,
      swPrivateKey: null, enableIpLogging: false, enableActiveEmailValidation: true, enableChartsForRemoteUser: true,
      enableChartsForFederatedInstances: true, enableServerMachineStats: false, enableIdenticonGeneration: true,
      proxyAccountId: null, summalyProxy: null, cacheRemoteFiles: true, cacheRemoteSensitiveFiles: true, enableServiceWorker: false,
      deeplAuthKey: null, deeplIsPro: false,
    },
  };
}

/** The admin state of one mock instance (made on first use; a reset makes a new MockState). */
export function adminState(state: MockState): AdminState {
  let s = states.get(state);
  if (!s) {
    s = defaults();
    states.set(state, s);
  }
  return s;
}

/** Public meta fields an admin changed, and the ads not yet expired; `meta` shows these on top of its defaults. */
export function publicMetaOverlay(state: MockState, now = Date.now()): Partial<AdminMetaExtras> & { ads: Array<Pick<AdRecord, 'id' | 'url' | 'place' | 'ratio' | 'imageUrl'>>; translatorAvailable: boolean } {
  const { meta: m, ads } = adminState(state);
  return {
    // As Misskey 13.14 packs them in meta: unexpired ads, without memo, priority or dates.
    ads: ads.filter((a) => a.expiresAt > now).map((a) => ({ id: a.id, url: a.url, place: a.place, ratio: a.ratio, imageUrl: a.imageUrl })),
    tosUrl: m.tosUrl,
    iconUrl: m.iconUrl,
    bannerUrl: m.bannerUrl,
    backgroundImageUrl: m.backgroundImageUrl,
    serverRules: m.serverRules,
    enableHcaptcha: m.enableHcaptcha,
    hcaptchaSiteKey: m.hcaptchaSiteKey,
    enableRecaptcha: m.enableRecaptcha,
    recaptchaSiteKey: m.recaptchaSiteKey,
    enableTurnstile: m.enableTurnstile,
    turnstileSiteKey: m.turnstileSiteKey,
    enableEmail: m.enableEmail,
    // Misskey offers translation once a DeepL key is set.
    translatorAvailable: m.deeplAuthKey != null,
  };
}
