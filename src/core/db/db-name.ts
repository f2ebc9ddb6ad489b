/** The name of the client's one IndexedDB database (Dexie's and the plain start-up reads'). */
export const DB_NAME = 'misskey-client';
