// What each order status needs to be true of the order before any actor may set it (the lifecycle's
// preconditions, apps/api orders.lifecycle.ts), and how the admin's form learns which statuses are possible now.
import { z } from 'zod';
import { OrderStatus } from './enums';

/** Why a status cannot be set now (namespace `common`). */
export const orderStatusRefusalKeys = {
  /** pending: the order has a designer; take it back from them first. */
  designerAssigned: 'errors.orderStatus.designerAssigned',
  /** in_progress: nobody works on it; assign a designer (or let one claim it). */
  noDesigner: 'errors.orderStatus.noDesigner',
  /** ready_for_review / completed: a photo has no edited version, or its revision is not delivered yet. */
  notDelivered: 'errors.orderStatus.notDelivered',
  /** revision_requested: no photo has an open revision request. */
  noOpenRevision: 'errors.orderStatus.noOpenRevision',
} as const;
export type OrderStatusRefusal = keyof typeof orderStatusRefusalKeys;

/** One status as the admin's form offers it: possible now, or why not. */
export const OrderStatusChoice = z.object({
  status: OrderStatus,
  possible: z.boolean(),
  /** A key of `orderStatusRefusalKeys` when not possible; null when possible (or the current status). */
  reasonKey: z.string().nullable(),
});
export type OrderStatusChoice = z.infer<typeof OrderStatusChoice>;
