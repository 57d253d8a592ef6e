export { LiveIndicator } from './LiveIndicator';
export { type LiveStatus, openLiveChannel } from './live-channel';
export { type OrderChange, type UseLiveOrdersOptions, useLiveOrders, useOrderChanges } from './useLiveOrders';
