import type { MessageKey } from '@/core/i18n';

export type MetaFieldKind = 'text' | 'textarea' | 'url' | 'email' | 'secret' | 'number' | 'boolean' | 'lines' | 'select' | 'color';

export interface MetaField {
  key: string;
  kind: MetaFieldKind;
  label: MessageKey;
  options?: readonly string[];
}

const f = (key: string, kind: MetaFieldKind, options?: readonly string[]): MetaField => ({
  key,
  kind,
  label: `adminScreens.meta.${key}` as MessageKey,
  ...(options ? { options } : {}),
});

/** The admin settings pages that edit the server's meta, and their fields (shown only where the server has them). */
export const META_FORMS = {
  settings: [
    f('name', 'text'), f('description', 'textarea'), f('maintainerName', 'text'), f('maintainerEmail', 'email'),
    f('iconUrl', 'url'), f('bannerUrl', 'url'), f('backgroundImageUrl', 'url'), f('themeColor', 'color'),
    f('tosUrl', 'url'), f('serverRules', 'lines'), f('disableRegistration', 'boolean'), f('enableGuestTimeline', 'boolean'),
    f('pinnedUsers', 'lines'), f('cacheRemoteFiles', 'boolean'), f('cacheRemoteSensitiveFiles', 'boolean'),
  ],
  'email-settings': [
    f('enableEmail', 'boolean'), f('email', 'email'), f('smtpSecure', 'boolean'), f('smtpHost', 'text'), f('smtpPort', 'number'),
    f('smtpUser', 'text'), f('smtpPass', 'secret'),
  ],
  'object-storage': [
    f('useObjectStorage', 'boolean'), f('objectStorageBaseUrl', 'url'), f('objectStorageBucket', 'text'), f('objectStoragePrefix', 'text'),
    f('objectStorageEndpoint', 'text'), f('objectStorageRegion', 'text'), f('objectStoragePort', 'number'), f('objectStorageAccessKey', 'text'),
    f('objectStorageSecretKey', 'secret'), f('objectStorageUseSSL', 'boolean'), f('objectStorageUseProxy', 'boolean'),
    f('objectStorageSetPublicRead', 'boolean'), f('objectStorageS3ForcePathStyle', 'boolean'),
  ],
  security: [
    f('enableHcaptcha', 'boolean'), f('hcaptchaSiteKey', 'text'), f('hcaptchaSecretKey', 'secret'),
    f('enableRecaptcha', 'boolean'), f('recaptchaSiteKey', 'text'), f('recaptchaSecretKey', 'secret'),
    f('enableTurnstile', 'boolean'), f('turnstileSiteKey', 'text'), f('turnstileSecretKey', 'secret'),
    f('sensitiveMediaDetection', 'select', ['none', 'all', 'local', 'remote']),
    f('sensitiveMediaDetectionSensitivity', 'select', ['veryLow', 'low', 'medium', 'high', 'veryHigh']),
    f('setSensitiveFlagAutomatically', 'boolean'), f('enableSensitiveMediaDetectionForVideos', 'boolean'), f('sensitiveWords', 'lines'),
  ],
  integrations: [f('summalyProxy', 'url'), f('deeplAuthKey', 'secret'), f('deeplIsPro', 'boolean')],
  'instance-block': [f('blockedHosts', 'lines'), f('silencedHosts', 'lines')],
  'proxy-account': [f('proxyAccountId', 'text')],
  'other-settings': [
    f('hiddenTags', 'lines'), f('preservedUsernames', 'lines'), f('enableServiceWorker', 'boolean'), f('enableIpLogging', 'boolean'),
    f('enableActiveEmailValidation', 'boolean'), f('enableChartsForRemoteUser', 'boolean'), f('enableChartsForFederatedInstances', 'boolean'),
    f('enableServerMachineStats', 'boolean'), f('enableIdenticonGeneration', 'boolean'),
  ],
} as const satisfies Record<string, readonly MetaField[]>;

export type MetaFormId = keyof typeof META_FORMS;
