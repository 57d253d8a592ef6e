// Teams (issue 35): a client account becomes an organisation whose owner adds colleagues by e-mail (they sign in
// with an access code as any client). Orderers order and see the organisation's orders; accountants see its
// billing and invoices only. The organisation's billing profile, credit and invoices are shared.
import { z } from 'zod';
import { Email } from './auth';
import { requiredText } from './text';

export const teamRoles = ['owner', 'orderer', 'accountant'] as const;
export const TeamRole = z.enum(teamRoles);
export type TeamRole = z.infer<typeof TeamRole>;
/** The roles an owner gives (there is one owner, who made the team). */
export const memberRoles = ['orderer', 'accountant'] as const;

export const teamRules = { nameMaxLength: 200, maxMembers: 50 } as const;

export const teamMessageKeys = {
  nameRequired: 'errors.teams.nameRequired',
  nameTooLong: 'errors.teams.nameTooLong',
  roleInvalid: 'errors.teams.roleInvalid',
  alreadyInTeam: 'errors.teams.alreadyInTeam',
  memberInAnotherTeam: 'errors.teams.memberInAnotherTeam',
  notAClient: 'errors.teams.notAClient',
  memberNotFound: 'errors.teams.memberNotFound',
  ownersOnly: 'errors.teams.ownersOnly',
  tooManyMembers: 'errors.teams.tooManyMembers',
  /** An accountant may see billing and invoices, not order. */
  accountantCannotOrder: 'errors.teams.accountantCannotOrder',
  /** An orderer orders; billing is the owner's and the accountants'. */
  billingForbidden: 'errors.teams.billingForbidden',
} as const;

const k = teamMessageKeys;

export const TeamCreateInput = z.object({
  name: requiredText(k.nameRequired, teamRules.nameMaxLength, k.nameTooLong),
});
export const TeamInviteInput = z.object({
  email: Email,
  role: z.enum(memberRoles, { error: k.roleInvalid }),
});
export type TeamInviteInput = z.input<typeof TeamInviteInput>;
export const TeamMemberRoleInput = z.object({
  userId: z.uuid({ error: k.memberNotFound }),
  role: z.enum(memberRoles, { error: k.roleInvalid }),
});
export const TeamMemberInput = z.object({ userId: z.uuid({ error: k.memberNotFound }) });

export const TeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: TeamRole,
  addedAt: z.iso.datetime({ offset: true }),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** `team.get`: the caller's organisation (null: none yet), their role and, for its owner, every member. */
export const TeamView = z
  .object({
    id: z.string(),
    name: z.string(),
    role: TeamRole,
    members: z.array(TeamMember),
  })
  .nullable();
export type TeamView = z.infer<typeof TeamView>;
