/** A short generated tone as a WAV file (seeded audio attachments have no uploaded bytes). */
export function toneWav(seconds = 1.5, hz = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate, 28); // byte rate (8-bit mono)
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    out[44 + i] = Math.round(128 + 60 * fade * Math.sin((2 * Math.PI * hz * i) / sampleRate));
  }
  return out;
}
