/** Relations: follow (intent queue), mute, block, renote mute, lists, reports, and the user popup. */
export { FollowButton } from './FollowButton';
export { UserMenu } from './UserMenu';
export { UserPopupTrigger } from './UserPopupTrigger';
export { useAuthorRelation } from './use-author-relation';
export { useRelation } from './use-relation';
export { relationQuery } from './relation-query';
export { userByIdQuery } from './user-by-id-query';
export { followStateOf, type Relation, type FollowState } from './relation-types';
export { patchUserEverywhere } from './patch-user';
export { answerFollowRequest, cancelFollowRequest, receivedRequestsQuery, sentRequestsQuery, type FollowRequest } from './follow-requests';
export { remoteProfileUrl } from './relation-actions';
export { safeImageUrl } from './safe-url';
export { UserCard } from './UserCard';
export { FollowRequestsPage } from './FollowRequestsPage';
export { AuthorizeFollowPage } from './AuthorizeFollowPage';
