import type { DriveFile } from '@/core/entities/drive-file';
import type { UserLite } from '@/core/entities/user';

/** A user group (Misskey 12 `UserGroup`). */
export interface UserGroup {
  id: string;
  name: string;
  ownerId: string;
  userIds: string[];
  createdAt?: string;
}

/** A chat message (Misskey 12 `MessagingMessage`); fields a server leaves out stay optional. */
export interface MessagingMessage {
  id: string;
  createdAt: string;
  text: string | null;
  userId: string;
  user?: UserLite | null;
  recipientId?: string | null;
  recipient?: UserLite | null;
  groupId?: string | null;
  group?: UserGroup | null;
  fileId?: string | null;
  file?: DriveFile | null;
  isRead?: boolean;
  reads?: string[];
}

/** Who a room talks to. */
export type RoomTarget = { kind: 'user'; userId: string } | { kind: 'group'; groupId: string };
