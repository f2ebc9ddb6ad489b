import { StreamClient, type StreamOptions } from './stream-client';

let stream: StreamClient | null = null;

/** Starts this page's stream (one per signed-in account; visitors connect without a token). */
export function startStream(opts: StreamOptions): StreamClient {
  stream?.close();
  stream = new StreamClient(opts);
  return stream;
}

export function getStream(): StreamClient | null {
  return stream;
}

export function stopStream(): void {
  stream?.close();
  stream = null;
}
