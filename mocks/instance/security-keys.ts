/**
 * Security keys (WebAuthn) as Misskey 13.14 keeps them: a registration challenge per
 * `i/2fa/register-key`, the key stored by `i/2fa/key-done` under its credential id (hex), and the
 * password-less flag. The attestation is checked loosely — client data type, challenge, origin,
 * the RP id hash, user presence and an ES256 public key — but its signature is not verified.
 */
import type { MockState } from './state';

export interface SecurityKeyRecord {
  /** Credential id, hex. */
  id: string;
  userId: string;
  name: string;
  lastUsed: number;
  /** COSE public key, hex. */
  publicKey: string;
}

interface Challenge {
  userId: string;
  challenge: string;
  createdAt: number;
}

export interface SecurityKeyState {
  keys: Map<string, SecurityKeyRecord>;
  challenges: Map<string, Challenge>;
  passwordLess: Set<string>;
}

const STATES = new WeakMap<MockState, SecurityKeyState>();

export function securityKeyState(state: MockState): SecurityKeyState {
  let s = STATES.get(state);
  if (!s) {
    s = { keys: new Map(), challenges: new Map(), passwordLess: new Set() };
    STATES.set(state, s);
  }
  return s;
}

export function keysOf(state: MockState, userId: string): SecurityKeyRecord[] {
  return [...securityKeyState(state).keys.values()].filter((k) => k.userId === userId);
}

/** The `i` fields: the list and flags only while two-factor is on, like the real server. */
export function securityKeyFields(state: MockState, userId: string, twoFactorEnabled: boolean) {
  const keys = twoFactorEnabled ? keysOf(state, userId) : [];
  return {
    securityKeys: keys.length > 0,
    securityKeysList: keys.map((k) => ({ id: k.id, name: k.name, lastUsed: new Date(k.lastUsed).toISOString() })),
    usePasswordLessLogin: securityKeyState(state).passwordLess.has(userId),
  };
}

// ---- a small CBOR reader (what attestation objects and COSE keys use) ----

type Cbor = number | bigint | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | boolean | null | undefined;

export function decodeCbor(bytes: Uint8Array, start = 0): { value: Cbor; end: number } {
  let pos = start;
  const need = (n: number) => {
    if (pos + n > bytes.length) throw new Error('truncated CBOR');
  };
  const readLength = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : -1;
    if (size < 0) throw new Error('unsupported CBOR length');
    need(size);
    let n = 0;
    for (let i = 0; i < size; i++) n = n * 256 + bytes[pos + i]!;
    pos += size;
    return n;
  };
  const item = (): Cbor => {
    need(1);
    const head = bytes[pos++]!;
    const major = head >> 5;
    const info = head & 31;
    switch (major) {
      case 0:
        return readLength(info);
      case 1:
        return -1 - readLength(info);
      case 2: {
        const n = readLength(info);
        need(n);
        const out = bytes.slice(pos, pos + n);
        pos += n;
        return out;
      }
      case 3: {
        const n = readLength(info);
        need(n);
        const out = new TextDecoder().decode(bytes.slice(pos, pos + n));
        pos += n;
        return out;
      }
      case 4: {
        const n = readLength(info);
        const out: Cbor[] = [];
        for (let i = 0; i < n; i++) out.push(item());
        return out;
      }
      case 5: {
        const n = readLength(info);
        const out = new Map<Cbor, Cbor>();
        for (let i = 0; i < n; i++) {
          const k = item();
          out.set(k, item());
        }
        return out;
      }
      case 7:
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        if (info === 23) return undefined;
        throw new Error('unsupported CBOR simple value');
      default:
        throw new Error('unsupported CBOR type');
    }
  };
  const value = item();
  return { value, end: pos };
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Same server: the instance's origin, or a loopback alias of it on the same port and scheme. */
export function sameServer(instanceOrigin: string, origin: string): boolean {
  try {
    const a = new URL(instanceOrigin);
    const b = new URL(origin);
    if (a.origin === b.origin) return true;
    return a.protocol === b.protocol && a.port === b.port && LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname);
  } catch {
    return false;
  }
}

export interface VerifiedKey {
  credentialId: string;
  publicKey: string;
}

/** Loose verification of a `webauthn.create` answer; throws an Error naming what is wrong. */
export async function verifyAttestation(opts: { clientDataJSON: string; attestationObject: string; challenge: string; instanceOrigin: string }): Promise<VerifiedKey> {
  let clientData: { type?: unknown; challenge?: unknown; origin?: unknown };
  try {
    clientData = JSON.parse(opts.clientDataJSON) as typeof clientData;
  } catch {
    throw new Error('clientDataJSON is not JSON');
  }
  if (clientData.type !== 'webauthn.create') throw new Error('not a creation attestation');
  if (clientData.challenge !== opts.challenge) throw new Error('challenge mismatch');
  if (typeof clientData.origin !== 'string' || !sameServer(opts.instanceOrigin, clientData.origin)) throw new Error('origin mismatch');
  const attestation = decodeCbor(hexToBytes(opts.attestationObject)).value;
  if (!(attestation instanceof Map)) throw new Error('attestation is not a map');
  const fmt = attestation.get('fmt');
  const authData = attestation.get('authData');
  if (typeof fmt !== 'string' || !['none', 'packed', 'fido-u2f'].includes(fmt)) throw new Error(`unsupported fmt: ${String(fmt)}`);
  if (!(authData instanceof Uint8Array) || authData.length < 55) throw new Error('authData too short');
  const rpId = new TextEncoder().encode(new URL(clientData.origin).hostname);
  const rpIdHash = new Uint8Array(await crypto.subtle.digest('SHA-256', rpId));
  if (bytesToHex(authData.slice(0, 32)) !== bytesToHex(rpIdHash)) throw new Error('rpIdHash mismatch');
  const flags = authData[32]!;
  if (!(flags & 0x01)) throw new Error('user not present');
  if (!(flags & 0x40)) throw new Error('no attested credential data');
  const idLength = (authData[53]! << 8) | authData[54]!;
  if (authData.length < 55 + idLength) throw new Error('authData too short');
  const credentialId = authData.slice(55, 55 + idLength);
  const cose = decodeCbor(authData, 55 + idLength);
  if (!(cose.value instanceof Map) || cose.value.get(3) !== -7) throw new Error('alg mismatch');
  return { credentialId: bytesToHex(credentialId), publicKey: bytesToHex(authData.slice(55 + idLength, cose.end)) };
}
