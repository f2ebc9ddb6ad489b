/**
 * WebAuthn registration as Misskey 13.14 expects it: `i/2fa/register-key` gives a challenge (base64url)
 * and its id; the browser creates an ES256 credential for this host; `i/2fa/key-done` takes the client
 * data as text and the attestation object as hex.
 */

export interface KeyChallenge {
  challengeId: string;
  challenge: string;
}

export interface SecurityKeyEntry {
  id: string;
  name: string;
  lastUsed: string | null;
}

export function isKeyChallenge(v: unknown): v is KeyChallenge {
  const o = v as Partial<KeyChallenge> | null;
  return typeof o === 'object' && o !== null && typeof o.challengeId === 'string' && typeof o.challenge === 'string' && o.challenge !== '';
}

export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function bytesToHex(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The options for navigator.credentials.create: this host as the RP, an ES256 key, the server's challenge. */
export function creationOptions(opts: { challenge: KeyChallenge; hostname: string; rpName: string; user: { id: string; username: string; name: string | null } }): PublicKeyCredentialCreationOptions {
  return {
    challenge: base64urlToBytes(opts.challenge.challenge),
    rp: { id: opts.hostname, name: opts.rpName },
    user: { id: new TextEncoder().encode(opts.user.id), name: opts.user.username, displayName: opts.user.name || opts.user.username },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    timeout: 60_000,
    attestation: 'direct',
  };
}

/** The key-done parameters from the created credential (null when it is not an attestation). */
export function keyDoneParams(credential: Credential | null, challenge: KeyChallenge, password: string, name: string): Record<string, string> | null {
  const response = (credential as PublicKeyCredential | null)?.response as AuthenticatorAttestationResponse | undefined;
  if (!response || !('attestationObject' in response)) return null;
  return {
    password,
    name,
    challengeId: challenge.challengeId,
    clientDataJSON: new TextDecoder().decode(response.clientDataJSON),
    attestationObject: bytesToHex(response.attestationObject),
  };
}

/** `securityKeysList` of `i`, keeping only well-formed entries. */
export function securityKeysOf(me: unknown): SecurityKeyEntry[] {
  const list = (me as { securityKeysList?: unknown } | null | undefined)?.securityKeysList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((k: unknown) => {
    const o = k as { id?: unknown; name?: unknown; lastUsed?: unknown } | null;
    if (!o || typeof o.id !== 'string') return [];
    return [{ id: o.id, name: typeof o.name === 'string' ? o.name : o.id, lastUsed: typeof o.lastUsed === 'string' ? o.lastUsed : null }];
  });
}
