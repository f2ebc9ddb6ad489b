export { PushToggle } from './PushToggle';
export { PwaHost } from './PwaHost';
export { vapidKeyBytes, readPushStatus, enablePush, disablePush, type PushStatus } from './push-client';
