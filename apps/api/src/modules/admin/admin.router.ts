// admin.*: the admin console's procedures. Users for now (list, approve, activate/deactivate).
import {
  AdminUserApproveInput,
  AdminUserOutput,
  AdminUserSetStatusInput,
  AdminUsersListInput,
  AdminUsersListOutput,
} from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { approve, listUsers, setStatus } from '../users/users.service';

export const adminRouter = createRouter({
  users: createRouter({
    list: adminProcedure
      .input(AdminUsersListInput)
      .output(AdminUsersListOutput)
      .query(({ ctx, input }) => listUsers(ctx, input)),
    approve: adminProcedure
      .input(AdminUserApproveInput)
      .output(AdminUserOutput)
      .mutation(({ ctx, input }) => approve(ctx, input.userId)),
    setStatus: adminProcedure
      .input(AdminUserSetStatusInput)
      .output(AdminUserOutput)
      .mutation(({ ctx, input }) => setStatus(ctx, ctx.user.id, input.userId, input.status)),
  }),
});
