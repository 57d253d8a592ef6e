// The public face of the orders module: what other modules and the adapters may use (biome noRestrictedImports).

export { orderAssigned, orderDeleted } from './admin/admin-orders.events';
export { type PhotoRedo, returnPhotoForRedo } from './admin/admin-orders.redo';
export { photosAccepted, revisionRequested } from './client/client-orders.events';
export { acceptImage, requestRevision } from './client/client-orders.service';
export { clientOrderDetail, listClientOrders } from './client/client-orders.views';
export { orderClaimed, photosDelivered } from './designer/designer.events';
export type { DownloadZip } from './downloads/downloads.service';
/** Handing over an order's files (the REST adapter rest/downloads.ts). */
export * as orderDownloads from './downloads/downloads.service';
export { signDownloadPath, verifyDownloadPath } from './downloads/downloads.signing';
export { type StreamedZip, sliceBytes, streamZip, type ZipEntry } from './downloads/downloads.zip';
export { createLiveHub, type LiveHub, type LiveLimits } from './live/live.hub';
export { overdueSchedule, pruneEventsSchedule } from './live/live.jobs';
export { liveOrderEvent } from './live/live.record';
export { checkDiscount } from './orders.discount-check';
export { requestDraftId } from './orders.draft';
export { orderCreated, orderStatusChanged, ordersOverdue, unpaidOrdersDiscarded } from './orders.events';
export { registerOrdersJobs, unpaidCleanupSchedule } from './orders.jobs';
export { startOrderLifecycle } from './orders.lifecycle';
export { adminNewOrderMail, OrderMailData, orderConfirmationMail } from './orders.mail';
export { quote } from './orders.pricing';
export { selectImageServices, selectOrderImages } from './orders.queries';
export { orderRefunds, photoShareSplit, photoShares } from './orders.refunds';
export {
  createOrder,
  deleteAbandonedUnpaidOrders,
  orderAccessToken,
  orderByAccess,
  priceQuote,
  publicStatus,
  refuseDeactivatedClient,
} from './orders.service';
export { listTurnarounds, offeredTurnaround, updateTurnaround } from './orders.turnaround';
export { offerToPreferredFirst, preferredWindowsEnded } from './ratings/ratings.events';
export { preferredWindowSchedule } from './ratings/ratings.jobs';
export { designerRatings } from './ratings/ratings.service';
export { ordersAtRisk, slaAlertsSchedule } from './sla/sla.alerts';
export { orderDelivered } from './sla/sla.events';
export { backdatePaidOrder } from './sla/sla.queries';
