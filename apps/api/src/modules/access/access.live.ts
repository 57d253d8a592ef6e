// Who may see an order's live event (ADR 010): the in-memory form of orderVisibleTo (access.predicates.ts), read
// off the event row, because a node reads each event once and fans it out to its streams. A client sees their own
// orders (clientOrders.*); a designer the orders available to claim, before or after the change
// (designer.orders.available), and their own, including one an admin just took from them (designer.orders.mine);
// an admin every order (admin.orders.*). Approval is checked when a designer's stream opens (its procedure).
// access.test.ts checks it against the SQL rule on one matrix of viewers and orders.
import type { Role } from '@photoedit/contracts';

export interface LiveViewer {
  id: string;
  role: Role;
}

/** What an `order_events` row says of who may see it. */
export interface OrderEventAudience {
  client_id: string | null;
  designer_id: string | null;
  previous_designer_id: string | null;
  for_designers: boolean;
}

export function orderEventVisibleTo(viewer: LiveViewer, event: OrderEventAudience): boolean {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'client':
      return event.client_id === viewer.id;
    case 'designer':
      return (
        event.for_designers || event.designer_id === viewer.id || event.previous_designer_id === viewer.id
      );
  }
}
