/** The instance select dialog and its query (federation/instances searched by host). */
export { InstanceSelectDialog } from './InstanceSelectDialog';
export { instanceSearchQuery, type KnownInstance } from './instance-select-queries';
