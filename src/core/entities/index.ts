export type { CustomEmoji, EmojiRefs } from './emoji';
export type { DriveFile } from './drive-file';
export type { Note, Poll, PollChoice, Visibility } from './note';
export type { Notification, NotificationType } from './notification';
export type { OnlineStatus, UserDetailed, UserLite } from './user';
export { avatarDecorationsOf, type AvatarDecoration } from './avatar-decoration';
