/**
 * This client's version (package.json's, put in by the build: vite.config.ts and vitest.config.ts
 * define it). Importing package.json here would ship all of it, the dependency list included, in
 * the code that runs before the first note.
 */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev';
