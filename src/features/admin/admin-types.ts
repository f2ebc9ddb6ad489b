/** Admin API shapes as Misskey 13.14 answers them (tests/fixtures/misskey-13.14.2/admin-*.json); every field may be absent elsewhere. */
export interface AdminMeta {
  name?: string | null;
  description?: string | null;
  version?: string;
  [key: string]: unknown;
}

export interface AdminUser {
  id: string;
  username: string;
  host: string | null;
  name?: string | null;
  avatarUrl?: string | null;
  createdAt?: string;
  isSuspended?: boolean;
  isSilenced?: boolean;
  isModerator?: boolean;
  isAdmin?: boolean;
  followersCount?: number;
  notesCount?: number;
  [key: string]: unknown;
}

export interface AdminEmoji {
  id: string;
  name: string;
  category: string | null;
  aliases: string[];
  url: string;
  license: string | null;
  host: string | null;
}

export interface AdminAnnouncement {
  id: string;
  createdAt: string;
  updatedAt: string | null;
  title: string;
  text: string;
  imageUrl: string | null;
  reads?: number;
}

interface UserLite {
  id: string;
  username: string;
  host: string | null;
  name?: string | null;
}

export interface AdminAbuseReport {
  id: string;
  createdAt: string;
  comment: string;
  resolved: boolean;
  forwarded?: boolean;
  reporter: UserLite | null;
  targetUser: UserLite | null;
  assignee: UserLite | null;
}

export type JobCounts = Record<string, number>;

export interface ServerInfo {
  machine?: string;
  os?: string;
  node?: string;
  psql?: string;
  redis?: string;
  cpu?: { model?: string; cores?: number };
  mem?: { total?: number };
  fs?: { total?: number; used?: number };
  net?: { interface?: string };
}

export type TableStats = Record<string, { count: number; size: number }>;

export interface AdminRelay {
  id: string;
  inbox: string;
  status: string;
}

export interface AdminAd {
  id: string;
  url: string;
  imageUrl: string;
  memo: string;
  place: string;
  priority: string;
  ratio: number;
  expiresAt: string;
}
