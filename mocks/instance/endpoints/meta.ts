import { absoluteUrl, type CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { basePolicies } from '../policies';
import { authMetaFields } from './auth';
import { publicMetaOverlay } from '../admin/admin-state';
import { machineStatsEnabled, machineTotals } from '../admin/server-stats';

export const MOCK_VERSION = '13.14.2';

export function packMeta(ctx: CallContext, detail: boolean): Record<string, unknown> {
  const m = ctx.state.meta;
  const dummy = absoluteUrl(ctx, '/client-assets/dummy.png');
  const base = {
    maintainerName: m.maintainerName,
    maintainerEmail: m.maintainerEmail,
    version: MOCK_VERSION,
    name: m.name,
    uri: ctx.origin,
    description: m.description,
    langs: [],
    tosUrl: null,
    repositoryUrl: 'https://github.com/misskey-dev/misskey',
    feedbackUrl: absoluteUrl(ctx, '/about'),
    disableRegistration: m.disableRegistration,
    emailRequiredForSignup: false,
    enableHcaptcha: false,
    hcaptchaSiteKey: null,
    enableRecaptcha: false,
    recaptchaSiteKey: null,
    enableTurnstile: false,
    turnstileSiteKey: null,
    swPublickey: null,
    themeColor: m.themeColor,
    mascotImageUrl: absoluteUrl(ctx, '/client-assets/mascot.png'),
    bannerUrl: null,
    infoImageUrl: dummy,
    serverErrorImageUrl: dummy,
    notFoundImageUrl: dummy,
    iconUrl: null,
    backgroundImageUrl: null,
    logoImageUrl: null,
    maxNoteTextLength: m.maxNoteTextLength,
    defaultLightTheme: null,
    defaultDarkTheme: null,
    // ads: from publicMetaOverlay below.
    enableEmail: false,
    enableServiceWorker: false,
    // translatorAvailable: from publicMetaOverlay below (true once a DeepL key is set).
    serverRules: ['Be kind.', 'This is a mock: nothing here is real.'],
    policies: basePolicies(ctx.state),
    mediaProxy: absoluteUrl(ctx, '/proxy'),
    // Spec extra.
    enableGuestTimeline: m.enableGuestTimeline,
    // Sign-up e-mail requirement and push keys (endpoints/auth.ts, control action `auth`).
    ...authMetaFields(ctx),
    // What an administrator changed through admin/update-meta.
    ...publicMetaOverlay(ctx.state, ctx.now()),
  };
  if (!detail) return base;
  return {
    ...base,
    cacheRemoteFiles: true,
    cacheRemoteSensitiveFiles: true,
    requireSetup: false,
    proxyAccountName: null,
    features: {
      registration: !m.disableRegistration,
      emailRequiredForSignup: false,
      hcaptcha: false,
      recaptcha: false,
      turnstile: false,
      objectStorage: false,
      serviceWorker: false,
      miauth: true,
    },
  };
}

export const metaEndpoints: Record<string, AnyEndpoint> = {
  meta: defineEndpoint<{ detail: boolean }>({
    params: { properties: { detail: { type: 'boolean', default: true }, excludeEmoji: { type: 'boolean', default: false } } },
    handler: (ctx, ps) => packMeta(ctx, ps.detail),
  }),

  /** { pong: server time in ms } (no credential needed). */
  ping: defineEndpoint({ handler: (ctx) => ({ pong: ctx.now() }) }),

  /** What 13.14.2 answers while `enableServerMachineStats` is off (the default): placeholders. */
  'server-info': defineEndpoint({
    handler: (ctx) => {
      if (!machineStatsEnabled(ctx)) return { machine: '?', cpu: { model: '?', cores: 0 }, mem: { total: 0 }, fs: { total: 0, used: 0 } };
      const m = machineTotals(ctx);
      return { machine: m.machine, cpu: m.cpu, mem: m.mem, fs: m.fs };
    },
  }),
};
