// The public face of the access module: the SQL predicates of who may see and take what.

export { type LiveViewer, type OrderEventAudience, orderEventVisibleTo } from './access.live';
export {
  type AccessViewer,
  asApprovedDesigner,
  asClient,
  availableToDesigners,
  invoiceVisibleTo,
  mediaVisibleTo,
  offeredToDesigner,
  orderOwnedBy,
  orderVisibleTo,
} from './access.predicates';
