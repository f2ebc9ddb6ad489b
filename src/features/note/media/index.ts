export { MediaList } from './MediaList';
export { Blurhash } from './Blurhash';
export { BlurhashValidationError, isValidBlurhash, validateBlurhash } from './blurhash-validate';
export { classifyMedia, isGridMedia, playbackType, GRID_MEDIA_TYPES, type MediaKind } from './media-kind';
export { shouldHideMedia, needsCarrierConfirm } from './sensitive';
