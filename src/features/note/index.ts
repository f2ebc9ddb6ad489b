export { NoteView, isPureRenote } from './Note';
export { userPath } from './user-path';
export { NotePage } from './page/NotePage';
export { noteQuery } from './page/note-queries';
export { ReactionIcon } from './reactions/ReactionIcon';
