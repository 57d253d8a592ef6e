// The API's root router. Web apps import `type AppRouter` from '@photoedit/api/router': keep this module
// free of side effects (no config loading, no connections) so a type-only import stays harmless.
import { adminRouter } from '../modules/admin/admin.router';
import { apiKeysRouter } from '../modules/api-keys/api-keys.router';
import { authRouter } from '../modules/auth/auth.router';
import { billingRouter } from '../modules/billing/billing.router';
import { claimsRouter } from '../modules/claims/claims.router';
import { contactRouter } from '../modules/contact/contact.router';
import { discountsRouter } from '../modules/discounts/discounts.router';
import { mediaRouter } from '../modules/media/media.router';
import { clientOrdersRouter } from '../modules/orders/client/client-orders.router';
import { designerRouter } from '../modules/orders/designer/designer.router';
import { liveRouter } from '../modules/orders/live/live.router';
import { ordersRouter } from '../modules/orders/orders.router';
import { paymentsRouter } from '../modules/payments/payments.router';
import { servicesRouter } from '../modules/services/services.router';
import { sharesRouter } from '../modules/shares/shares.router';
import { styleRouter } from '../modules/style/style.router';
import { teamRouter } from '../modules/teams/teams.router';
import { webhooksRouter } from '../modules/webhooks/webhooks.router';
import { createRouter } from './init';

export const appRouter = createRouter({
  services: servicesRouter,
  auth: authRouter,
  admin: adminRouter,
  orders: ordersRouter,
  discounts: discountsRouter,
  payments: paymentsRouter,
  designer: designerRouter,
  clientOrders: clientOrdersRouter,
  contact: contactRouter,
  live: liveRouter,
  media: mediaRouter,
  style: styleRouter,
  billing: billingRouter,
  claims: claimsRouter,
  shares: sharesRouter,
  team: teamRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
