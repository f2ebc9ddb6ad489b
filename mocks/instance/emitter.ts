/** A tiny synchronous event emitter. */
export interface Emitter<E> {
  on(listener: (event: E) => void): () => void;
  emit(event: E): void;
  listenerCount(): number;
}

export function createEmitter<E>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          console.error('[mock] event listener failed', err);
        }
      }
    },
    listenerCount: () => listeners.size,
  };
}
