import { expect, test } from '@playwright/test';
import { uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test('an order placed and paid through the public API is paid and confirmed by e-mail', async ({
  request,
}) => {
  const email = uniqueEmail('fixture');
  const order = await placePaidOrder(request, { email, photos: 2, servicesPerImage: 2 });
  const status = await request.get(
    `/api/trpc/orders.publicStatus?input=${encodeURIComponent(
      JSON.stringify({ orderId: order.orderId, accessToken: order.accessToken }),
    )}`,
  );
  expect(status.ok()).toBe(true);
  const body = (await status.json()) as { result: { data: { paymentStatus: string; orderNumber: number } } };
  expect(body.result.data).toMatchObject({ paymentStatus: 'paid', orderNumber: order.orderNumber });
});
