export { NotePoll } from './NotePoll';
export {
  hasVoted,
  isPollClosed,
  isPollLocked,
  percentOf,
  remainingTime,
  showPollResults,
  totalVotes,
  voteRefusal,
  withVote,
  withoutVote,
  type VoteRefusal,
} from './poll-logic';
export { refreshRemotePoll } from './refresh-remote-poll';
