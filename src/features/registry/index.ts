export { RegistryScopesPage, RegistryKeysPage, RegistryValuePage } from './RegistryPages';
export { registryScopesQuery, registryKeysQuery, registryValueQuery } from './registry-queries';
export { splitPath, splitValuePath } from './registry-path';
export { parseJson } from './registry-path';
