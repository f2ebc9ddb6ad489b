export { SharePage } from './SharePage';
export { readShareParams, shareText, type ShareParams } from './share-text';
