/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) with WebCrypto, for the mock's two-factor sign-in. */

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Uint8Array<ArrayBuffer> {
  const clean = input.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const idx = B32.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The 6-digit code for a base32 secret at a time (ms). */
export async function totpCode(secret: string, at: number): Promise<string> {
  const counter = Math.floor(at / 1000 / 30);
  const msg = new Uint8Array(8);
  let c = counter;
  for (let i = 7; i >= 0; i--) {
    msg[i] = c & 0xff;
    c = Math.floor(c / 256);
  }
  const key = await crypto.subtle.importKey('raw', base32Decode(secret) as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, msg));
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 1_000_000).padStart(6, '0');
}

/** Accepts the code of the current 30-second step and one step either side (clock drift). */
export async function verifyTotp(secret: string, code: string, at: number): Promise<boolean> {
  const wanted = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(wanted)) return false;
  for (const step of [0, -1, 1]) {
    if ((await totpCode(secret, at + step * 30_000)) === wanted) return true;
  }
  return false;
}
