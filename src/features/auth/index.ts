export { SignInButton } from './SignInButton';
export { SignInDialog } from './SignInDialog';
export { parseServerOrigin } from './parse-origin';
