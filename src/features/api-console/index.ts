export { ApiConsolePage } from './ApiConsolePage';
