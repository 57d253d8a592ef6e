// Who may see an order's event: the rules of the queries the event refreshes (ADR 010). A client sees their own
// orders (clientOrders.*); a designer the orders available to claim, before or after the change
// (designer.orders.available), and their own, including one an admin just took from them (designer.orders.mine);
// an admin every order (admin.orders.*).
import type { Role } from '@photoedit/contracts';
import type { OrderEventRow } from './live.queries';

export interface Viewer {
  id: string;
  role: Role;
}

export function canSee(viewer: Viewer, event: OrderEventRow): boolean {
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
