import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../crc32';
import { readZip, writeZip } from './zip';

const enc = new TextEncoder();

describe('the small ZIP reader and writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(enc.encode('123456789'))).toBe(0xcbf43926);
  });

  it('reads back what it writes', async () => {
    const entries = [{ name: 'meta.json', data: enc.encode('{"emojis":[]}') }, { name: 'ねこ.svg', data: enc.encode('<svg/>') }];
    const zip = writeZip(entries, new Date('2026-11-24T10:00:00Z'));
    const back = await readZip(zip);
    expect(back.map((e) => e.name)).toEqual(['meta.json', 'ねこ.svg']);
    expect(new TextDecoder().decode(back[0]!.data)).toBe('{"emojis":[]}');
  });

  it('reads deflated entries and refuses what is not a ZIP', async () => {
    const zip = writeZip([{ name: 'a.txt', data: enc.encode('x') }]);
    // Turn the one entry into a deflated one by hand: method 8 and the compressed bytes.
    const body = deflateRawSync(Buffer.from('hello hello hello'));
    const name = enc.encode('a.txt');
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(18, body.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = zip.slice(30 + name.length + 1, zip.length - 22);
    const cv = new DataView(central.buffer);
    cv.setUint16(10, 8, true);
    cv.setUint32(20, body.length, true);
    const end = zip.slice(zip.length - 22);
    new DataView(end.buffer).setUint32(16, local.length + body.length, true);
    const deflated = new Uint8Array([...local, ...body, ...central, ...end]);
    const [entry] = await readZip(deflated);
    expect(new TextDecoder().decode(entry!.data)).toBe('hello hello hello');
    await expect(readZip(enc.encode('not a zip at all, just some text here'))).rejects.toThrow('not a ZIP');
  });
});
