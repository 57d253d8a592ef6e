import { expect, test } from '@playwright/test';
import { apiClient } from './api-client';
import { uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test('an order placed and paid through the public API is paid and confirmed by e-mail', async ({
  request,
}) => {
  const email = uniqueEmail('fixture');
  const order = await placePaidOrder(request, { email, photos: 2, servicesPerImage: 2 });
  const status = await apiClient(request).orders.publicStatus.query({
    orderId: order.orderId,
    accessToken: order.accessToken,
  });
  expect(status).toMatchObject({ paymentStatus: 'paid', orderNumber: order.orderNumber });
});
