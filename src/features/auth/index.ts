export { SignInButton } from './SignInButton';
export { SignInDialog } from './SignInDialogLazy';
export { RemoteCallbackPage } from './RemoteCallbackPage';
export { parseServerOrigin } from './parse-origin';
export { CLIENT_PERMISSIONS, parsePermissions } from './remote/permissions';
export { CALLBACK_PATH } from './remote/miauth-url';
