import { jaJPBase } from './base/ja-JP';
import { jaJPScreens } from './screens/ja-JP';

/** Source of truth for message keys. Every other locale follows this shape. */
export const jaJP = { ...jaJPBase, ...jaJPScreens };
