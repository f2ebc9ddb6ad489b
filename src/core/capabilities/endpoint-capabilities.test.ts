import { describe, expect, it } from 'vitest';
import { computeCapabilities } from './capabilities';
import { ENDPOINT_CAPABILITIES, ENDPOINT_CAPABILITY_NAMES, tokenAllows, WHEN_UNKNOWN, type EndpointCapability } from './endpoint-capabilities';
import { SECURE_ENDPOINTS } from './secure-endpoints';

const meta = { version: '13.14.2' };
const all = ENDPOINT_CAPABILITY_NAMES.flatMap((n) => ENDPOINT_CAPABILITIES[n]);

/** Names an app token is refused: those with a `secure` endpoint. */
const SECURE_NAMES: EndpointCapability[] = [
  'miauth', 'testWebhook', 'authorizedApps', 'accessTokens', 'generateToken', 'approveApps', 'changePassword', 'changeEmail', 'signinHistory',
  'twoFactor', 'securityKeys', 'renameSecurityKey', 'removeSecurityKey', 'passwordless', 'accountMove', 'deleteAccount', 'registryAccess',
  'exportNotes', 'exportFollowing', 'exportMutes', 'exportBlocks', 'exportLists', 'exportFavorites',
  'importFollowing', 'importMutes', 'importBlocks', 'importLists', 'importEmojiZip', 'exportEmojis',
];

describe('the endpoint capability table', () => {
  it('names each capability after the endpoints the UI calls for it', () => {
    expect(ENDPOINT_CAPABILITIES).toMatchObject({
      webhooks: ['i/webhooks/list'],
      signinHistory: ['i/signin-history'],
      twoFactor: ['i/2fa/register'],
      securityKeys: ['i/2fa/register-key', 'i/2fa/key-done'],
      passwordless: ['i/2fa/password-less'],
      accountMove: ['i/move'],
      deleteAccount: ['i/delete-account'],
      renoteMute: ['renote-mute/create'],
      listPush: ['users/lists/push'],
      reportAbuse: ['users/report-abuse'],
      sentFollowRequests: ['following/requests/sent'],
      noteState: ['notes/state'],
      pin: ['i/pin'],
      featuredChannels: ['channels/featured'],
      notesChart: ['charts/notes'],
      emojiStats: ['emoji-stats'],
      blockInstance: ['admin/meta', 'admin/update-meta'],
    });
  });

  it('a name is true where the server lists all its endpoints, false where it lacks any', () => {
    const full = computeCapabilities(meta, all);
    for (const name of ENDPOINT_CAPABILITY_NAMES) {
      expect(full[name], name).toBe(true);
      for (const missing of ENDPOINT_CAPABILITIES[name]) {
        expect(computeCapabilities(meta, all.filter((e) => e !== missing))[name], `${name} without ${missing}`).toBe(false);
      }
      expect(computeCapabilities(meta, ['notes/create'])[name], name).toBe(false);
    }
  });

  it('keeps a name offered while the endpoints list is unknown (as before: ask, and hide on failure)', () => {
    const guessed = Object.keys(WHEN_UNKNOWN);
    for (const list of [null, undefined]) {
      for (const version of ['13.14.2', '12.119.2', '2024.5.0', '20230513+461d00']) {
        const caps = computeCapabilities({ version }, list);
        for (const name of ENDPOINT_CAPABILITY_NAMES.filter((n) => !guessed.includes(n))) expect(caps[name], `${version} ${name}`).toBe(true);
      }
    }
    expect(computeCapabilities(undefined, null).webhooks).toBe(true);
  });

  it('guesses the server-generation names from the family while the list is unknown, as before', () => {
    expect(computeCapabilities({ version: '13.14.2' }, null)).toMatchObject({ messaging: false, groups: false, categories: false, roles: true, signinFlow: false, groupedNotifications: false, miauth: true, legacyAppAuth: true, achievements: true });
    expect(computeCapabilities({ version: '12.119.2' }, null)).toMatchObject({ messaging: true, groups: true, categories: false, roles: false, signinFlow: false, groupedNotifications: false, miauth: false, legacyAppAuth: true, achievements: false });
    expect(computeCapabilities({ version: '20230513+461d00' }, null)).toMatchObject({ messaging: true, groups: true, categories: true, roles: false, miauth: true, achievements: false });
    expect(computeCapabilities(undefined, null)).toMatchObject({ messaging: true, groups: true, categories: false, roles: false, miauth: true, achievements: false });
    expect(computeCapabilities({ version: '12.119.2' }, null)).toMatchObject({ generateToken: true });
  });

  it('refuses an app token the names with a secure endpoint, and nothing else', () => {
    for (const kind of ['miauth', 'app', 'refused'] as const) {
      const caps = computeCapabilities(meta, all, kind);
      for (const name of ENDPOINT_CAPABILITY_NAMES) {
        const allowed = !SECURE_NAMES.includes(name);
        expect(caps.tokenMay[name], `${kind} ${name}`).toBe(allowed);
        expect(caps.may[name], `${kind} ${name}`).toBe(allowed);
        expect(tokenAllows(kind, name), `${kind} ${name}`).toBe(allowed);
      }
    }
    for (const name of SECURE_NAMES) expect(ENDPOINT_CAPABILITIES[name].some((e) => SECURE_ENDPOINTS.has(e)), name).toBe(true);
  });

  it("lets the account's own credential and a not-yet-refused pasted token use every name", () => {
    for (const kind of ['native', 'unknown'] as const) {
      const caps = computeCapabilities(meta, all, kind);
      for (const name of ENDPOINT_CAPABILITY_NAMES) {
        expect(caps.tokenMay[name], `${kind} ${name}`).toBe(true);
        expect(caps.may[name], `${kind} ${name}`).toBe(true);
      }
    }
  });

  it('may = the server offers it and the token may call it', () => {
    const caps = computeCapabilities(meta, ['i/webhooks/list', 'i/change-password'], 'native');
    expect(caps.may.changePassword).toBe(true);
    expect(caps.may.accountMove).toBe(false);
    expect(caps.tokenMay.accountMove).toBe(true);
    const app = computeCapabilities(meta, null, 'miauth');
    expect(app.accountMove).toBe(true);
    expect(app.tokenMay.accountMove).toBe(false);
    expect(app.may.accountMove).toBe(false);
    expect(app.may.webhooks).toBe(true);
  });
});
