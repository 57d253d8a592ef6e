// Before an order is late (issue 34), on a real database and the fake clock: the alerts at their thresholds (each
// once: unclaimed at 25 % of the order's time, not delivered and the designer's reminder at 75 %, overdue at the due
// time), the thresholds as settings, and the "At risk" board's groups.
import { type AtRiskBoard, type SlaSettings, slaMessageKeys } from '@photoedit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, data, trpc, upsertAdmin } from '../../auth/auth.fixtures';
import { mailTo, ordersTestFrame, placePaidOrder } from '../orders.fixtures';
import { recordSlaAlerts } from './sla.alerts';

const frame = ordersTestFrame();
const db = () => frame.db;
const hour = 3_600_000;
const origin = 'http://photoedit.test';
let adminId: string;
const adminEmail = 'sla-admin@example.com';

beforeAll(async () => {
  adminId = (await upsertAdmin(db(), { email: adminEmail, password: 'correct horse battery' })).id;
});

const admin = () => frame.as(adminId);
const paidAt = async (orderId: string) =>
  (await db().selectFrom('orders').select('paid_at').where('id', '=', orderId).executeTakeFirstOrThrow())
    .paid_at as Date;
const alertsOf = (orderId: string) =>
  db().selectFrom('sla_alerts').select('kind').where('order_id', '=', orderId).orderBy('kind').execute();

describe('the alerts before an order is late', () => {
  it('go out at 25 %, 75 % and the due time, each once, to the admins and the designer', async () => {
    frame.server.clock.set(new Date('2026-12-20T08:00:00Z'));
    const order = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    const at = async (ms: number) =>
      recordSlaAlerts(db(), new Date((await paidAt(order.orderId)).getTime() + ms), origin);

    expect(await at(6 * hour - 1000)).toBe(0);
    expect(await at(6 * hour)).toBe(1);
    expect(await at(6 * hour + 60_000)).toBe(0);
    expect(await alertsOf(order.orderId)).toEqual([{ kind: 'unclaimed' }]);

    const designer = await createUser(db(), 'designer', { approved: true });
    await trpc(
      frame.server,
      'admin.orders.assign',
      { orderId: order.orderId, designerId: designer.id },
      await admin(),
    );
    expect(await at(18 * hour - 1000)).toBe(0);
    expect(await at(18 * hour)).toBe(2);
    expect(await at(24 * hour - 1000)).toBe(0);
    expect(await at(24 * hour)).toBe(1);
    expect(await at(30 * hour)).toBe(0);
    expect((await alertsOf(order.orderId)).map((row) => row.kind).sort()).toEqual(
      ['designer_reminder', 'overdue', 'undelivered', 'unclaimed'].sort(),
    );

    const toAdmin = (await mailTo(db(), adminEmail))
      .filter((mail) => mail.template === 'order_at_risk' && mail.subject.includes(`#${order.orderNumber}`))
      .map((mail) => mail.subject);
    expect(toAdmin).toEqual([
      `Order #${order.orderNumber} has no designer yet: PhotoEdit`,
      `Order #${order.orderNumber} is not delivered yet: PhotoEdit`,
      `Order #${order.orderNumber} is overdue: PhotoEdit`,
    ]);
    const toDesigner = (await mailTo(db(), designer.email)).filter(
      (mail) => mail.template === 'designer_reminder',
    );
    expect(toDesigner.map((mail) => mail.subject)).toEqual([
      `Order #${order.orderNumber} is due soon: PhotoEdit`,
    ]);
  });

  it('follow the thresholds the admins set (1–100 %), and the board groups orders by time left', async () => {
    const settings = await trpc(
      frame.server,
      'admin.sla.settings.update',
      { unclaimedPercent: 10, undeliveredPercent: 50, reminderPercent: 40 },
      await admin(),
    );
    expect(data<SlaSettings>(settings)).toEqual({
      unclaimedPercent: 10,
      undeliveredPercent: 50,
      reminderPercent: 40,
    });
    for (const bad of [0, 101, 2.5]) {
      const refused = await trpc(
        frame.server,
        'admin.sla.settings.update',
        { unclaimedPercent: bad, undeliveredPercent: 50, reminderPercent: 40 },
        await admin(),
      );
      const issues = refused.body.error?.data.issues as { message: string }[] | undefined;
      expect([refused.status, issues?.[0]?.message]).toEqual([400, slaMessageKeys.invalidPercent]);
    }

    frame.server.clock.set(new Date('2026-12-22T08:00:00Z'));
    const fresh = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    frame.server.clock.set(new Date((await paidAt(fresh.orderId)).getTime() + 3 * hour));
    expect(await recordSlaAlerts(db(), frame.server.clock.now(), origin)).toBeGreaterThanOrEqual(1);
    const board = data<AtRiskBoard>(
      await trpc(frame.server, 'admin.sla.board', undefined, { ...(await admin()), type: 'query' }),
    );
    // 3 hours of 24 gone: past the 10 % of "unclaimed", not the 50 % of "not delivered".
    const unclaimed = board.unclaimed.find((row) => row.id === fresh.orderId);
    expect(unclaimed).toMatchObject({
      atRisk: true,
      alerts: ['unclaimed'],
      elapsedPercent: 12,
      photos: 2,
      delivered: 0,
    });
    expect(board.overdue.map((row) => row.minutesLeft < 0)).not.toContain(false);
    // The first test's overdue order and this one.
    expect(board.atRisk).toBe(2);
    expect(board.overdue).toHaveLength(1);
  });
});
