/** The post form's poll editor and the poll draft rules. */
export { PollEditor } from './PollEditor';
export {
  emptyPoll,
  pollPayload,
  pollProblem,
  defaultDeadline,
  expiryMode,
  withExpiryMode,
  type PollDraft,
  type PollPayload,
  type PollExpiryMode,
  type PollProblem,
} from './poll-draft';
