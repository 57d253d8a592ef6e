// The public face of the admin-stats module: what other modules and the adapters may use (biome noRestrictedImports).
export { adminPromiseFigures } from './admin-promises.service';
export { adminStats } from './admin-stats.service';
