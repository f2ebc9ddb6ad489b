export { LinkPreview } from './LinkPreview';
export { loadLinkPreview } from './fetch-preview';
export { cleanPreviewUrl, previewRequestUrl } from './preview-url';
export { sanitizePreview } from './sanitize-preview';
export { previewKind, type LinkPreviewData, type PreviewKind, type ShopInfo, type SteamInfo } from './preview-types';
