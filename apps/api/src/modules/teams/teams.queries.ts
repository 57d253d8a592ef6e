// The SQL of teams (issue 35): organisations, their members and the orders that belong to them.
import type { TeamRole } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** The user's organisation and role in it, with its owner (whose account keeps the billing). */
export const selectMembership = (db: Executor, userId: string) =>
  db
    .selectFrom('organisation_members as m')
    .innerJoin('organisations as g', 'g.id', 'm.organisation_id')
    .select(['g.id', 'g.name', 'g.owner_id', 'm.role'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();

export type Membership = NonNullable<Awaited<ReturnType<typeof selectMembership>>>;

/** The membership, its organisation row locked (adding and removing members one after another). */
export const lockMembership = async (db: Executor, userId: string) => {
  const membership = await selectMembership(db, userId);
  if (!membership) return undefined;
  await db.selectFrom('organisations').select('id').where('id', '=', membership.id).forUpdate().execute();
  return membership;
};

export const insertOrganisation = async (db: Executor, name: string, ownerId: string, now: Date) => {
  const row = await db
    .insertInto('organisations')
    .values({ name, owner_id: ownerId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Adds a member; false when the user is in an organisation already (one each). */
export const insertMember = async (
  db: Executor,
  member: { organisationId: string; userId: string; role: TeamRole; addedBy: string | null; now: Date },
) =>
  (
    await db
      .insertInto('organisation_members')
      .values({
        organisation_id: member.organisationId,
        user_id: member.userId,
        role: member.role,
        added_by: member.addedBy,
        created_at: member.now,
      })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst()
  ).numInsertedOrUpdatedRows === 1n;

/** The owner's paid orders become the new organisation's. */
export const claimOwnersOrders = (db: Executor, organisationId: string, ownerId: string) =>
  db
    .updateTable('orders')
    .set({ organisation_id: organisationId })
    .where('client_id', '=', ownerId)
    .where('organisation_id', 'is', null)
    .where('paid_at', 'is not', null)
    .execute();

export const selectMembers = (db: Executor, organisationId: string) =>
  db
    .selectFrom('organisation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.role',
      'm.created_at',
      'u.email',
      sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.display_name)`.as('name'),
    ])
    .where('m.organisation_id', '=', organisationId)
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();

export const countMembers = async (db: Executor, organisationId: string) =>
  Number(
    (
      await db
        .selectFrom('organisation_members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('organisation_id', '=', organisationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const updateMemberRole = (db: Executor, organisationId: string, userId: string, role: TeamRole) =>
  db
    .updateTable('organisation_members')
    .set({ role })
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('role', '!=', 'owner')
    .executeTakeFirst();

export const deleteMember = (db: Executor, organisationId: string, userId: string) =>
  db
    .deleteFrom('organisation_members')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .where('role', '!=', 'owner')
    .executeTakeFirst();

/** Whose account keeps a user's billing: their organisation's owner, or their own. */
export const selectBillingAccount = async (db: Executor, userId: string) =>
  (await selectMembership(db, userId))?.owner_id ?? userId;

/** The team role of the client account with this e-mail (null: not in a team). */
export const selectRoleByEmail = async (db: Executor, email: string) =>
  (
    await db
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.role')
      .where('u.role', '=', 'client')
      .where('u.email', '=', email)
      .executeTakeFirst()
  )?.role ?? null;
