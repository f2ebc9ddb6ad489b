export { ErrorLogPage } from './ErrorLogPage';
