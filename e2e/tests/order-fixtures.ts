// Paid orders made through the public API, the way the wizard makes them (draft, uploads, orders.create, the
// offline test payment), for tests of what happens after payment. Each call is a few requests, no browser.
import { type APIRequestContext, expect } from '@playwright/test';
import { apiClient } from './api-client';
import { pngImage } from './ordering-helpers';

export interface PaidOrder {
  orderId: string;
  orderNumber: number;
  accessToken: string;
  email: string;
  mediaIds: string[];
}

/**
 * Places and pays (offline test payment) an order of `photos` generated PNGs, each with the first
 * `servicesPerImage` services of the catalogue. The client account is created by the payment, as in the product.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  options: {
    email: string;
    photos?: number;
    servicesPerImage?: number;
    language?: 'en' | 'pl';
    /** The currency it is priced and paid in (the services' own when left out). */
    currency?: 'USD' | 'EUR' | 'PLN';
    notes?: string;
    propertyAddress?: string;
    /** Instructions pinned on the first photo. */
    pins?: { x: number; y: number; note: string }[];
  },
): Promise<PaidOrder> {
  const photos = options.photos ?? 2;
  const draft = await request.post('/api/media/drafts');
  expect(draft.status()).toBe(201);
  const { draftToken } = (await draft.json()) as { draftToken: string };
  const draftHeaders = { 'x-draft-token': draftToken };

  const mediaIds: string[] = [];
  for (let index = 0; index < photos; index += 1) {
    const upload = await request.post('/api/media/upload', {
      headers: draftHeaders,
      multipart: {
        file: {
          name: `photo-${index + 1}.png`,
          mimeType: 'image/png',
          buffer: pngImage(64, 48, [30 + index * 40, 90, 160 - index * 30]),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    mediaIds.push(((await upload.json()) as { id: string }).id);
  }

  const services = await apiClient(request).services.list.query({ lang: options.language ?? 'en' });
  const serviceIds = services.slice(0, options.servicesPerImage ?? 1).map((service) => service.id);
  const created = await apiClient(request, draftHeaders).orders.create.mutate({
    images: mediaIds.map((mediaId, index) => ({
      mediaId,
      serviceIds,
      note: `Note for photo ${index + 1}`,
      ...(index === 0 && options.pins ? { pins: options.pins } : {}),
    })),
    contact: {
      email: options.email,
      firstName: 'Olivia',
      lastName: 'Owner',
      ...(options.propertyAddress ? { propertyAddress: options.propertyAddress } : {}),
    },
    ...(options.notes ? { notes: options.notes } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    language: options.language ?? 'en',
  });
  const access = { orderId: created.orderId, accessToken: created.accessToken };
  await apiClient(request).payments.start.mutate(access);
  await apiClient(request).payments.offline.confirm.mutate(access);
  const { orderId, orderNumber, accessToken } = created;
  return { orderId, orderNumber, accessToken, email: options.email, mediaIds };
}
