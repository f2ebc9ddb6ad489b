export type NsfwMode = 'respect' | 'force' | 'ignore';

export interface HideInput {
  nsfw: NsfwMode;
  dataSaver: boolean;
  isSensitive: boolean;
}

/**
 * Spec section 4, Sensitive media: hidden behind a click-to-show cover when nsfw is 'force',
 * data saver is on, or the file is sensitive and nsfw is not 'ignore'.
 */
export function shouldHideMedia({ nsfw, dataSaver, isSensitive }: HideInput): boolean {
  return nsfw === 'force' || dataSaver || (isSensitive && nsfw !== 'ignore');
}

interface NetworkInformationLike {
  type?: string;
}

/** `navigator.connection.type` where the browser has it ('cellular', 'wifi', 'unknown', ...). */
export function connectionType(nav: Navigator | undefined = globalThis.navigator): string | undefined {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  return typeof connection?.type === 'string' ? connection.type : undefined;
}

/** Revealing sensitive media must be confirmed on a cellular or unknown connection when the setting asks for it. */
export function needsCarrierConfirm(isSensitive: boolean, carrierConfirm: boolean, type: string | undefined): boolean {
  return isSensitive && carrierConfirm && (type === 'cellular' || type === 'unknown');
}
