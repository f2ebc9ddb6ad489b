export { createUnsentQueue, unsentQueue, type UnsentQueue } from './unsent-queue';
export type { QueueDeps, SendOutcome, SendRequest } from './queue-deps';
export { backoffMs, classifyFailure, findDuplicate, isNoteOfRequest, isQueueableFailure, requestFingerprint, type FailureClass } from './queue-rules';
export type { QueueEntry, QueueEvent } from './queue-types';
