// Teams (issue 35) through HTTP on a real database: a client's account becomes an organisation; its owner adds an
// orderer and an accountant by e-mail; the orderer's orders belong to the organisation (the owner sees them, and
// they stay when the orderer is removed); the accountant sees billing and invoices and cannot order; an orderer
// cannot see billing; a member of another organisation, and a non-owner managing the team, are refused.
import { type TeamView, teamMessageKeys } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { clientIdOf, createUser, data, trpc } from '../auth/auth.fixtures';
import { grantCredit } from '../credits';
import {
  call,
  createDraft,
  mailTo,
  orderInput,
  ordersTestFrame,
  placePaidOrder,
} from '../orders/orders.fixtures';

const frame = ordersTestFrame();
const k = teamMessageKeys;

const orderNumbersSeenBy = async (userId: string) => {
  const session = await frame.as(userId);
  const list = await trpc(frame.server, 'clientOrders.list', {}, { ...session, type: 'query' });
  return (data<{ orders: { orderNumber: number }[] }>(list)?.orders ?? [])
    .map((order) => order.orderNumber)
    .sort();
};

const userIdOf = (email: string) => clientIdOf(frame.db, email);

describe('a team', () => {
  it('shares its orders with orderers, its billing with accountants, and keeps an order when its member leaves', async () => {
    const first = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
    });
    const owner = first.clientId;
    const ownerSession = await frame.as(owner);
    const made = await trpc(frame.server, 'team.create', { name: 'Studio Żuraw' }, ownerSession);
    expect(data<TeamView>(made)).toMatchObject({ name: 'Studio Żuraw', role: 'owner' });

    const ordererEmail = `orderer-${Date.now()}@example.com`;
    const accountantEmail = `accountant-${Date.now()}@example.com`;
    await trpc(frame.server, 'team.invite', { email: ordererEmail, role: 'orderer' }, ownerSession);
    const invited = await trpc(
      frame.server,
      'team.invite',
      { email: accountantEmail, role: 'accountant' },
      ownerSession,
    );
    expect(data<TeamView>(invited)?.members.map((member) => member.role)).toEqual([
      'owner',
      'orderer',
      'accountant',
    ]);
    const invitation = (await mailTo(frame.db, ordererEmail)).find(
      (mail) => mail.template === 'team_invitation',
    );
    expect(invitation?.text).toContain('Studio Żuraw');
    const orderer = await userIdOf(ordererEmail);
    const accountant = await userIdOf(accountantEmail);

    // The orderer orders under their own e-mail: the order is the organisation's.
    const placed = await placePaidOrder(frame.server, frame.db, {
      serviceIds: [frame.services.sky],
      images: 1,
      email: ordererEmail,
    });
    const organisation = await frame.db
      .selectFrom('orders')
      .select('organisation_id')
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(organisation.organisation_id).toBe(data<TeamView>(made)?.id);
    expect(await orderNumbersSeenBy(owner)).toEqual([first.orderNumber, placed.orderNumber].sort());
    expect(await orderNumbersSeenBy(orderer)).toEqual([first.orderNumber, placed.orderNumber].sort());
    expect(await orderNumbersSeenBy(accountant)).toEqual([]);

    // The owner shares the orderer's finished order: the gallery names the team's business.
    await trpc(
      frame.server,
      'billing.saveProfile',
      {
        party: 'company',
        name: 'Żuraw Foto sp. z o.o.',
        street: 'ul. Długa 1',
        postalCode: '00-001',
        city: 'Gdańsk',
        country: 'PL',
        vatId: 'PL5260250995',
      },
      ownerSession,
    );
    await frame.db
      .updateTable('orders')
      .set({ first_completed_at: new Date() })
      .where('id', '=', placed.orderId)
      .execute();
    const shared = data<{ url: string }>(
      await trpc(frame.server, 'shares.create', { orderNumber: placed.orderNumber }, ownerSession),
    );
    const gallery = await trpc(
      frame.server,
      'shares.view',
      { token: shared.url.split('/shared/')[1] },
      { type: 'query' },
    );
    expect(data<{ businessName: string }>(gallery).businessName).toBe('Żuraw Foto sp. z o.o.');

    // Billing: the owner's and the accountant's (the organisation's invoices), not the orderer's.
    const accountantSession = await frame.as(accountant);
    const invoices = await trpc(frame.server, 'billing.invoices', undefined, {
      ...accountantSession,
      type: 'query',
    });
    expect(
      data<{ orderNumber: number }[]>(invoices)
        .map((invoice) => invoice.orderNumber)
        .sort(),
    ).toEqual([first.orderNumber, placed.orderNumber].sort());
    const ordererSession = await frame.as(orderer);
    const forbidden = await trpc(frame.server, 'billing.overview', undefined, {
      ...ordererSession,
      type: 'query',
    });
    expect([forbidden.status, forbidden.body.error?.data.messageKey]).toEqual([403, k.billingForbidden]);

    // An accountant does not order: not under their e-mail, not signed in.
    const { draftToken, mediaIds } = await createDraft(frame.server, frame.db, 1);
    const input = orderInput(mediaIds, [frame.services.sky]);
    input.contact.email = accountantEmail;
    const refused = await call(frame.server, 'orders.create', input, { draftToken });
    expect([
      refused.status,
      (refused.body as { error?: { data: { messageKey: string } } }).error?.data.messageKey,
    ]).toEqual([403, k.accountantCannotOrder]);

    // The orderer leaves: their order stays with the organisation.
    const removed = await trpc(frame.server, 'team.remove', { userId: orderer }, ownerSession);
    expect(data<TeamView>(removed)?.members).toHaveLength(2);
    expect(await orderNumbersSeenBy(orderer)).toEqual([]);
    expect(await orderNumbersSeenBy(owner)).toEqual([first.orderNumber, placed.orderNumber].sort());
  });

  it('is one balance for its members: 20 parallel checkouts of the owner and an orderer never take it below zero', async () => {
    const owner = await createUser(frame.db, 'client');
    const ownerSession = await frame.as(owner.id);
    await trpc(frame.server, 'team.create', { name: 'Parallel' }, ownerSession);
    const ordererEmail = `parallel-${Date.now()}@example.com`;
    await trpc(frame.server, 'team.invite', { email: ordererEmail, role: 'orderer' }, ownerSession);
    const orderer = { id: await userIdOf(ordererEmail), email: ordererEmail };
    const ordererSession = await frame.as(orderer.id);
    await grantCredit(frame.db, {
      clientId: owner.id,
      currency: 'USD',
      amountMinor: 2500,
      kind: 'adjustment',
      orderId: null,
      orderNumber: null,
      reason: 'Team credit',
      createdBy: null,
      now: new Date(),
    });
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () => createDraft(frame.server, frame.db, 2)),
    );
    const results = await Promise.all(
      drafts.map(async ({ draftToken, mediaIds }, index) => {
        const buyer =
          index % 2 === 0
            ? { email: owner.email, token: ownerSession.token }
            : { ...orderer, ...ordererSession };
        const input = orderInput(mediaIds, [frame.services.sky]);
        input.contact.email = buyer.email;
        const response = await frame.server.app.inject({
          method: 'POST',
          url: '/api/trpc/orders.create',
          headers: {
            'content-type': 'application/json',
            'x-draft-token': draftToken,
            authorization: `Bearer ${buyer.token}`,
          },
          payload: JSON.stringify(input),
        });
        return response.json() as { result?: { data: { quote: { creditMinor?: number } } } };
      }),
    );
    const spent = results.map((result) => result.result?.data.quote.creditMinor ?? 0);
    expect(spent.reduce((sum, value) => sum + value, 0)).toBe(2500);
    const ledger = await frame.db
      .selectFrom('credit_ledger')
      .select(['balance_after_minor', 'client_id'])
      .where('client_id', 'in', [owner.id, orderer.id])
      .execute();
    expect(ledger.every((row) => row.balance_after_minor >= 0 && row.client_id === owner.id)).toBe(true);
  });

  it('refuses a member of another team, a non-owner managing it, and bad input, changing nothing', async () => {
    const owner = (await createUser(frame.db, 'client')).id;
    const other = await createUser(frame.db, 'client');
    const ownerSession = await frame.as(owner);
    const otherSession = await frame.as(other.id);
    await trpc(frame.server, 'team.create', { name: 'One' }, ownerSession);
    await trpc(frame.server, 'team.create', { name: 'Two' }, otherSession);
    const taken = await trpc(
      frame.server,
      'team.invite',
      { email: other.email, role: 'orderer' },
      ownerSession,
    );
    expect([taken.status, taken.body.error?.data.messageKey]).toEqual([409, k.memberInAnotherTeam]);
    const twice = await trpc(frame.server, 'team.create', { name: 'Again' }, ownerSession);
    expect([twice.status, twice.body.error?.data.messageKey]).toEqual([409, k.alreadyInTeam]);
    const newcomer = `newcomer-${Date.now()}@example.com`;
    await trpc(frame.server, 'team.invite', { email: newcomer, role: 'orderer' }, ownerSession);
    const member = await frame.as(await userIdOf(newcomer));
    const notOwner = await trpc(
      frame.server,
      'team.invite',
      { email: 'x@example.com', role: 'orderer' },
      member,
    );
    expect([notOwner.status, notOwner.body.error?.data.messageKey]).toEqual([403, k.ownersOnly]);
    const badRole = await trpc(
      frame.server,
      'team.invite',
      { email: 'y@example.com', role: 'owner' },
      ownerSession,
    );
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body)).toContain(k.roleInvalid);
    const noName = await trpc(frame.server, 'team.create', { name: ' ' }, member);
    expect(noName.status).toBe(400);
    const team = data<TeamView>(
      await trpc(frame.server, 'team.get', undefined, { ...ownerSession, type: 'query' }),
    );
    expect(team?.members.map((entry) => entry.role)).toEqual(['owner', 'orderer']);
    const ownerItself = await trpc(frame.server, 'team.remove', { userId: owner }, ownerSession);
    expect([ownerItself.status, ownerItself.body.error?.data.messageKey]).toEqual([404, k.memberNotFound]);
  });
});
