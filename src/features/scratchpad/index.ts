export { ScratchpadPage } from './ScratchpadPage';
