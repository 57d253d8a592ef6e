// The public face of the services module: what other modules and the adapters may use (biome noRestrictedImports).
export {
  attachServiceImage,
  createService,
  deleteAdminService,
  detachServiceImage,
  listAdminServices,
  updateAdminService,
} from './services.admin';
export type { PricedService } from './services.queries';
export { loadServices, serviceName } from './services.queries';
export { seedServiceCatalogue } from './services.seed';
