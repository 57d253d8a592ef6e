// The public face of the services module: what other modules and the adapters may use (biome noRestrictedImports).
/** admin.services.*: the admin console's catalogue procedures. */

export { type CatalogueCache, createCatalogueCache } from './catalogue-cache';
export * as adminServices from './services.admin';
export type { PricedService } from './services.queries';
export { loadServices, serviceName } from './services.queries';
export { seedServiceCatalogue } from './services.seed';
