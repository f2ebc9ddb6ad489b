/**
 * The note's second public entry, beside index.ts: its pure rules and layout values (no React, no
 * styles), for code outside the feature that must stay small and cannot load the feature's
 * components, the early boot first (src/app/early, compiled into one inline script).
 */
export { muteReason, type MutedWord } from './rules/mute';
export * from './note-layout';
