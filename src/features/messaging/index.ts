/** Direct messages and group chats (Misskey 12 servers; hidden where the server has none). */
export { MessagingIndexPage } from './MessagingIndexPage';
export { MessagingUserPage, MessagingGroupPage } from './RoomPages';
export { MessagingUnavailable } from './MessagingUnavailable';
export { messagingHistoryQuery, roomMessagesQuery, roomUserQuery } from './messaging-queries';
export type { MessagingMessage, RoomTarget } from './types';
