// The public face of the users module: what other modules and the adapters may use (biome noRestrictedImports).

export { designerApproved } from './users.events';
export { insertStaffUser } from './users.queries';
export { approve, ensureFirstAdmin, listUsers, setStatus, upsertAdmin } from './users.service';
