export { AntennasPage } from './AntennasPage';
export { AntennaEditorPage } from './AntennaEditorPage';
