/** The admin meta: `admin/meta` (moderators) and `admin/update-meta` (administrators). */
import type { CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import type { ParamSpec } from '../params';
import { adminState } from '../admin/admin-state';
import { packMeta } from './meta';

/** Admin meta fields an administrator may change, by JSON type. */
const META_FIELDS: Record<string, ParamSpec> = {
  name: { type: 'string', nullable: true },
  description: { type: 'string', nullable: true },
  maintainerName: { type: 'string', nullable: true },
  maintainerEmail: { type: 'string', nullable: true },
  themeColor: { type: 'string', nullable: true },
  disableRegistration: { type: 'boolean', nullable: true },
  enableGuestTimeline: { type: 'boolean', nullable: true },
  pinnedUsers: { type: 'array', nullable: true, items: { type: 'string' } },
  hiddenTags: { type: 'array', nullable: true, items: { type: 'string' } },
  blockedHosts: { type: 'array', nullable: true, items: { type: 'string' } },
  silencedHosts: { type: 'array', nullable: true, items: { type: 'string' } },
  sensitiveWords: { type: 'array', nullable: true, items: { type: 'string' } },
  preservedUsernames: { type: 'array', nullable: true, items: { type: 'string' } },
  serverRules: { type: 'array', nullable: true, items: { type: 'string' } },
  tosUrl: { type: 'string', nullable: true },
  iconUrl: { type: 'string', nullable: true },
  bannerUrl: { type: 'string', nullable: true },
  backgroundImageUrl: { type: 'string', nullable: true },
  enableHcaptcha: { type: 'boolean' },
  hcaptchaSiteKey: { type: 'string', nullable: true },
  hcaptchaSecretKey: { type: 'string', nullable: true },
  enableRecaptcha: { type: 'boolean' },
  recaptchaSiteKey: { type: 'string', nullable: true },
  recaptchaSecretKey: { type: 'string', nullable: true },
  enableTurnstile: { type: 'boolean' },
  turnstileSiteKey: { type: 'string', nullable: true },
  turnstileSecretKey: { type: 'string', nullable: true },
  sensitiveMediaDetection: { type: 'string', enum: ['none', 'all', 'local', 'remote'] },
  sensitiveMediaDetectionSensitivity: { type: 'string', enum: ['medium', 'low', 'high', 'veryLow', 'veryHigh'] },
  setSensitiveFlagAutomatically: { type: 'boolean' },
  enableSensitiveMediaDetectionForVideos: { type: 'boolean' },
  enableEmail: { type: 'boolean' },
  email: { type: 'string', nullable: true },
  smtpSecure: { type: 'boolean' },
  smtpHost: { type: 'string', nullable: true },
  smtpPort: { type: 'integer', nullable: true },
  smtpUser: { type: 'string', nullable: true },
  smtpPass: { type: 'string', nullable: true },
  useObjectStorage: { type: 'boolean' },
  objectStorageBaseUrl: { type: 'string', nullable: true },
  objectStorageBucket: { type: 'string', nullable: true },
  objectStoragePrefix: { type: 'string', nullable: true },
  objectStorageEndpoint: { type: 'string', nullable: true },
  objectStorageRegion: { type: 'string', nullable: true },
  objectStorageAccessKey: { type: 'string', nullable: true },
  objectStorageSecretKey: { type: 'string', nullable: true },
  objectStoragePort: { type: 'integer', nullable: true },
  objectStorageUseSSL: { type: 'boolean' },
  objectStorageUseProxy: { type: 'boolean' },
  objectStorageSetPublicRead: { type: 'boolean' },
  objectStorageS3ForcePathStyle: { type: 'boolean' },
  enableIpLogging: { type: 'boolean' },
  enableActiveEmailValidation: { type: 'boolean' },
  enableChartsForRemoteUser: { type: 'boolean' },
  enableChartsForFederatedInstances: { type: 'boolean' },
  enableServerMachineStats: { type: 'boolean' },
  enableIdenticonGeneration: { type: 'boolean' },
  proxyAccountId: { type: 'string', nullable: true },
  summalyProxy: { type: 'string', nullable: true },
  cacheRemoteFiles: { type: 'boolean' },
  cacheRemoteSensitiveFiles: { type: 'boolean' },
  enableServiceWorker: { type: 'boolean' },
  deeplAuthKey: { type: 'string', nullable: true },
  deeplIsPro: { type: 'boolean' },
};

const PUBLIC_META_KEYS = ['name', 'description', 'maintainerName', 'maintainerEmail', 'themeColor', 'disableRegistration', 'enableGuestTimeline'] as const;

/** The admin meta: the detailed public meta, then the admin-only fields. */
function packAdminMeta(ctx: CallContext): Record<string, unknown> {
  const extras = adminState(ctx.state).meta;
  return { ...packMeta(ctx, true), ...extras };
}

export const adminMetaEndpoints: Record<string, AnyEndpoint> = {
  'admin/meta': defineEndpoint({ requireModerator: true, handler: (ctx) => packAdminMeta(ctx) }),

  'admin/update-meta': defineEndpoint<Record<string, unknown>>({
    requireAdmin: true,
    params: { properties: META_FIELDS },
    handler: (ctx, ps) => {
      const extras = adminState(ctx.state).meta as unknown as Record<string, unknown>;
      const pub = ctx.state.meta as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(ps)) {
        if (value === undefined) continue;
        if ((PUBLIC_META_KEYS as readonly string[]).includes(key)) {
          if (value !== null || key === 'maintainerEmail' || key === 'themeColor') pub[key] = value;
        } else if (key in extras) extras[key] = value;
      }
      return undefined;
    },
  }),
};
