/** Request bodies: raw bytes, JSON and multipart/form-data. */
import type { IncomingMessage } from 'node:http';
import type { UploadedFile } from '../instance';

export const MAX_BODY_BYTES = 110 * 1024 * 1024;

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface Multipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

function headerParam(header: string, name: string): string | undefined {
  const m = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Parses multipart/form-data; throws on a malformed body. */
export function parseMultipart(body: Buffer, contentType: string): Multipart {
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) throw new Error('multipart boundary missing');
  const delimiter = Buffer.from(`--${boundary}`);
  const out: Multipart = { fields: {}, files: [] };
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new Error('multipart boundary not found');
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') break;
    pos += 2; // CRLF
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new Error('multipart headers unterminated');
    const headers = body.subarray(pos, headerEnd).toString('utf8');
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next < 0) throw new Error('multipart part unterminated');
    const data = body.subarray(headerEnd + 4, next - 2);
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = headerParam(disposition, 'name') ?? '';
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) {
      const type = /content-type:\s*([^\r\n;]*)/i.exec(headers)?.[1]?.trim() || 'application/octet-stream';
      out.files.push({ field: name, name: decodeURIComponent(filename), type, data: new Uint8Array(data) });
    } else {
      out.fields[name] = data.toString('utf8');
    }
    pos = next;
  }
  return out;
}
