// The public face of the orders module: what other modules and the adapters may use (biome noRestrictedImports).
/** admin.orders.*: the admin console's order procedures. */
export * as adminOrders from './admin/admin-orders.service';
/** Handing over an order's files (the REST adapter rest/downloads.ts). */
export * as orderDownloads from './downloads/downloads.service';
export { createLiveHub, type LiveHub, type LiveLimits } from './live/live.hub';
export { registerLiveJobs } from './live/live.jobs';
export { requestDraftId } from './orders.draft';
export { startOrderLifecycle } from './orders.lifecycle';
export type { OrderMailData } from './orders.mail';
export { adminNewOrderMail, orderConfirmationMail } from './orders.mail';
export { quote } from './orders.pricing';
export { selectImageServices, selectOrderImages } from './orders.queries';
export {
  deleteAbandonedUnpaidOrders,
  orderByAccess,
  publicStatus,
  refuseDeactivatedClient,
} from './orders.service';
export { listTurnarounds, offeredTurnaround, updateTurnaround } from './orders.turnaround';
