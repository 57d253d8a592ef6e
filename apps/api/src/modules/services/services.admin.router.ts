// admin.services.*: the admin console's catalogue (docs/admin-console.md). Composed by admin/admin.router.ts.
import {
  AdminServiceDeleteOutput,
  AdminServiceIdInput,
  AdminServiceImageAttachInput,
  AdminServiceImageDetachInput,
  AdminServiceInput,
  AdminServicesListOutput,
  AdminServiceUpdateInput,
  AdminServiceView,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as adminServices from './services.admin';

/** A catalogue edit: this node's cached public catalogue is dropped at once (other nodes hear it from the database). */
const catalogueEdit = adminProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  ctx.catalogue.clear();
  return result;
});

export const servicesAdminRouter = createRouter({
  list: adminProcedure
    .input(z.void())
    .output(AdminServicesListOutput)
    .query(({ ctx }) => adminServices.listAdminServices(ctx)),
  create: catalogueEdit
    .input(AdminServiceInput)
    .output(AdminServiceView)
    .mutation(({ ctx, input }) => adminServices.createService(ctx, input)),
  update: catalogueEdit
    .input(AdminServiceUpdateInput)
    .output(AdminServiceView)
    .mutation(({ ctx, input }) => adminServices.updateAdminService(ctx, input.serviceId, input)),
  delete: catalogueEdit
    .input(AdminServiceIdInput)
    .output(AdminServiceDeleteOutput)
    .mutation(({ ctx, input }) => adminServices.deleteAdminService(ctx, input.serviceId)),
  images: createRouter({
    attach: catalogueEdit
      .input(AdminServiceImageAttachInput)
      .output(AdminServiceView)
      .mutation(({ ctx, input }) => adminServices.attachServiceImage(ctx, ctx.user.id, input)),
    detach: catalogueEdit
      .input(AdminServiceImageDetachInput)
      .output(AdminServiceView)
      .mutation(({ ctx, input }) => adminServices.detachServiceImage(ctx, input.serviceImageId)),
  }),
});
