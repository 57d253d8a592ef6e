// admin.users.*: the admin console's accounts (docs/admin-console.md). Composed by admin/admin.router.ts.
import {
  AdminUserApproveInput,
  AdminUserOutput,
  AdminUserSetStatusInput,
  AdminUsersListInput,
  AdminUsersListOutput,
} from '@photoedit/contracts';
import { createRouter } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { approve, listUsers, setStatus } from './users.service';

export const usersAdminRouter = createRouter({
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
});
