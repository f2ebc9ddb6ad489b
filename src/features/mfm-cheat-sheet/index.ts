export { MfmCheatSheetPage } from './MfmCheatSheetPage';
export { MfmCheatSheetDialog } from './MfmCheatSheetDialog';
export { PreviewPage } from './PreviewPage';
