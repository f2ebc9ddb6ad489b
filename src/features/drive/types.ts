export interface DriveFolder {
  id: string;
  name: string;
  parentId: string | null;
  createdAt?: string;
  foldersCount?: number;
  filesCount?: number;
  /** drive/folders/show: the parent chain. */
  parent?: DriveFolder | null;
}

export interface DriveCapacity {
  capacity: number;
  usage: number;
}
