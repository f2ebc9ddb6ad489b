/** Builds a multipart/form-data body by hand (jsdom's FormData does not cross into Node's fetch). */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(Buffer.from(file.data), Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
