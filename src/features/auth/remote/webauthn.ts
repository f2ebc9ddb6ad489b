import type { SecondFactorAnswer, SecurityKeyChallenge } from '../password-signin';

function fromBase64(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

function fromHex(s: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function webauthnSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/**
 * Asks the browser's security-key prompt to answer the server's challenge (Misskey 13: challenge in
 * base64, key ids in hex; the answer goes back in hex with the credential id).
 */
export async function answerSecurityKey(challenge: SecurityKeyChallenge): Promise<SecondFactorAnswer> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: fromBase64(challenge.challenge),
      allowCredentials: challenge.securityKeys.map((k) => ({ id: fromHex(k.id), type: 'public-key' as const, transports: ['usb', 'nfc', 'ble', 'internal'] as AuthenticatorTransport[] })),
      timeout: 60_000,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error('No security key answered');
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    challengeId: challenge.challengeId,
    credentialId: credential.id,
    clientDataJSON: toHex(response.clientDataJSON),
    authenticatorData: toHex(response.authenticatorData),
    signature: toHex(response.signature),
  };
}
