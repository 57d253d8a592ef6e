// Teams (issue 35): a client makes their account an organisation and becomes its owner; the owner adds colleagues
// by e-mail (a client account is made for a new address; they sign in with an access code as any client) as
// orderers or accountants, changes their role or removes them. Who may order and who may see billing is decided
// here (ordering: owners and orderers; billing: owners and accountants); the organisation's billing is kept under
// its owner's account.
import {
  type Language,
  type TeamInviteInput,
  type TeamRole,
  type TeamView,
  teamMessageKeys,
  teamRules,
} from '@photoedit/contracts';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import { findOrCreateClient } from '../auth';
import type { ServiceDeps } from '../service-deps';
import { teamMemberAdded } from './teams.events';
import {
  claimOwnersOrders,
  countMembers,
  deleteMember,
  insertMember,
  insertOrganisation,
  lockMembership,
  type Membership,
  selectBillingAccount,
  selectMembers,
  selectMembership,
  selectRoleByEmail,
  updateMemberRole,
} from './teams.queries';

export type TeamsDeps = ServiceDeps<'publicOrigin'>;
const k = teamMessageKeys;

export async function teamOf(deps: Pick<TeamsDeps, 'db'>, userId: string): Promise<TeamView> {
  const membership = await selectMembership(deps.db, userId);
  if (!membership) return null;
  const members = await selectMembers(deps.db, membership.id);
  return {
    id: membership.id,
    name: membership.name,
    role: membership.role,
    members: members.map((member) => ({
      userId: member.user_id,
      email: member.email,
      name: member.name,
      role: member.role,
      addedAt: member.created_at.toISOString(),
    })),
  };
}

/** `team.create`: the caller's account becomes an organisation they own; their paid orders become its orders. */
export async function createTeam(deps: TeamsDeps, userId: string, name: string): Promise<TeamView> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (await selectMembership(trx, userId)) throw new AppError('CONFLICT', k.alreadyInTeam);
    const organisationId = await insertOrganisation(trx, name, userId, now);
    await insertMember(trx, { organisationId, userId, role: 'owner', addedBy: userId, now });
    await claimOwnersOrders(trx, organisationId, userId);
  });
  return teamOf(deps, userId);
}

/** The caller's organisation, locked, when they own it; otherwise 403. */
async function ownedTeam(db: Parameters<typeof lockMembership>[0], userId: string): Promise<Membership> {
  const membership = await lockMembership(db, userId);
  if (membership?.role !== 'owner') throw new AppError('FORBIDDEN', k.ownersOnly);
  return membership;
}

/** `team.invite`: a colleague joins as an orderer or an accountant and is told by e-mail. */
export async function inviteMember(
  deps: TeamsDeps,
  ownerId: string,
  input: Required<TeamInviteInput>,
  language: Language,
): Promise<TeamView> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const team = await ownedTeam(trx, ownerId);
    if ((await countMembers(trx, team.id)) >= teamRules.maxMembers)
      throw new AppError('CONFLICT', k.tooManyMembers);
    const { user } = await findOrCreateClient(trx, input.email, {}, language, now);
    const added = await insertMember(trx, {
      organisationId: team.id,
      userId: user.id,
      role: input.role,
      addedBy: ownerId,
      now,
    });
    if (!added) throw new AppError('CONFLICT', k.memberInAnotherTeam);
    await emit({ trx, now }, teamMemberAdded, {
      email: user.email,
      language: user.language,
      teamName: team.name,
      role: input.role,
      origin: deps.config.publicOrigin,
    });
  });
  return teamOf(deps, ownerId);
}

export async function setMemberRole(
  deps: TeamsDeps,
  ownerId: string,
  input: { userId: string; role: Exclude<TeamRole, 'owner'> },
): Promise<TeamView> {
  await deps.db.transaction().execute(async (trx) => {
    const team = await ownedTeam(trx, ownerId);
    const changed = await updateMemberRole(trx, team.id, input.userId, input.role);
    if (changed.numUpdatedRows !== 1n) throw new AppError('NOT_FOUND', k.memberNotFound);
  });
  return teamOf(deps, ownerId);
}

/** Removes a colleague; the orders they placed stay with the organisation. */
export async function removeMember(deps: TeamsDeps, ownerId: string, userId: string): Promise<TeamView> {
  await deps.db.transaction().execute(async (trx) => {
    const team = await ownedTeam(trx, ownerId);
    const removed = await deleteMember(trx, team.id, userId);
    if (removed.numDeletedRows !== 1n) throw new AppError('NOT_FOUND', k.memberNotFound);
  });
  return teamOf(deps, ownerId);
}

/** Whose account keeps the billing of `userId`: their organisation's owner, or their own. */
export const billingAccountOf = selectBillingAccount;

/** The billing of a team is its owner's and its accountants'; an orderer is refused (403). */
export async function billingAccountFor(
  db: Parameters<typeof selectMembership>[0],
  userId: string,
): Promise<string> {
  const membership = await selectMembership(db, userId);
  if (!membership) return userId;
  if (membership.role === 'orderer') throw new AppError('FORBIDDEN', k.billingForbidden);
  return membership.owner_id;
}

/** An accountant does not order (403), whether signed in or giving their e-mail at checkout. */
export async function refuseAccountantOrder(
  db: Parameters<typeof selectRoleByEmail>[0],
  email: string,
  signedInClientId: string | null,
) {
  const signedIn = signedInClientId ? (await selectMembership(db, signedInClientId))?.role : undefined;
  if (signedIn === 'accountant' || (await selectRoleByEmail(db, email)) === 'accountant') {
    throw new AppError('FORBIDDEN', k.accountantCannotOrder, {
      message: 'An accountant of a team cannot order.',
    });
  }
}

/** The account a team's orderers act for (its owner's); an accountant is refused with `refusal` (403). */
export async function orderingAccountFor(
  db: Parameters<typeof selectMembership>[0],
  userId: string,
  refusal: string,
): Promise<string> {
  const membership = await selectMembership(db, userId);
  if (!membership) return userId;
  if (membership.role === 'accountant') throw new AppError('FORBIDDEN', refusal);
  return membership.owner_id;
}
