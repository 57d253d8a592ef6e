// team.*: the signed-in client's organisation (issue 35): make one, and, as its owner, add, change and remove
// colleagues.
import {
  TeamCreateInput,
  TeamInviteInput,
  TeamMemberInput,
  TeamMemberRoleInput,
  TeamView,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { clientProcedure } from '../../trpc/procedures';
import { createTeam, inviteMember, removeMember, setMemberRole, teamOf } from './teams.service';

export const teamRouter = createRouter({
  /** The caller's organisation, their role and its members (null: none). */
  get: clientProcedure
    .input(z.void())
    .output(TeamView)
    .query(({ ctx }) => teamOf(ctx, ctx.user.id)),
  /** The caller's account becomes an organisation they own. */
  create: clientProcedure
    .input(TeamCreateInput)
    .output(TeamView)
    .mutation(({ ctx, input }) => createTeam(ctx, ctx.user.id, input.name)),
  /** The owner adds a colleague by e-mail as an orderer or an accountant. */
  invite: clientProcedure
    .input(TeamInviteInput)
    .output(TeamView)
    .mutation(({ ctx, input }) => inviteMember(ctx, ctx.user.id, input, ctx.lang)),
  setRole: clientProcedure
    .input(TeamMemberRoleInput)
    .output(TeamView)
    .mutation(({ ctx, input }) => setMemberRole(ctx, ctx.user.id, input)),
  remove: clientProcedure
    .input(TeamMemberInput)
    .output(TeamView)
    .mutation(({ ctx, input }) => removeMember(ctx, ctx.user.id, input.userId)),
});
