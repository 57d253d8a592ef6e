// REST v1's orders (issue 36): other software orders for the key's account. An order is made from the account's
// uploads and from images fetched from HTTPS addresses, through the wizard's own checkout (a draft of the account,
// `createOrder`): the same prices, credit, rules and refusals. It is paid from credit, by the offline test provider,
// or by card at a checkout link a person opens.
import { mkdir, rm } from 'node:fs/promises';
import {
  apiV1MessageKeys,
  apiV1Rules,
  type Language,
  maxUploadBytes,
  OrderCreateInput,
  orderMessageKeys,
  type PriceQuote,
  type V1OrderCreated,
  type V1OrderCreateInput,
  type V1PaymentResult,
  type V1QuoteInput,
} from '@photoedit/contracts';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { JobEnqueuer } from '../../events/events';
import { fetchImage, type OutboundError, outboundFailureOf } from '../../outbound/outbound';
import { adoptOwnUploads, type MediaService, releaseDraftUploads, spoolPath, spoolUpload } from '../media';
import { createOrder, orderAccessToken, priceQuote } from '../orders';
import { confirmOfflinePayment, startPayment } from '../payments';
import type { ServiceDeps } from '../service-deps';
import { selectAccountContact, selectAccountOrder } from './api-orders.queries';

export interface ApiOrdersDeps
  extends ServiceDeps<'jwtSecret' | 'payments' | 'publicOrigin' | 'invoicing' | 'outbound' | 'media'> {
  media: MediaService;
  jobs: JobEnqueuer;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
}

const k = apiV1MessageKeys;
const fetchesAtOnce = 4;
const orderNotFound = () => new AppError('NOT_FOUND', 'errors.clientOrders.orderNotFound');

const fetchRefusals: Record<OutboundError['failure'], string> = {
  refused: k.fetchRefused,
  tooLarge: k.fetchTooLarge,
  notImage: k.fetchNotImage,
  status: k.fetchFailed,
  timeout: k.fetchFailed,
  unreachable: k.fetchFailed,
};

const imageIssue = (index: number, field: 'url' | 'mediaId', messageKey: string, message: string) =>
  new AppError('BAD_INPUT', messageKey, {
    message,
    issues: [{ path: ['images', index, field], message: messageKey }],
  });

/** Fetches one address into the draft as a ready upload; a refusal names the image. */
async function fetchIntoDraft(
  deps: ApiOrdersDeps,
  owner: { userId: string; draftId: string },
  url: string,
  index: number,
): Promise<string> {
  await mkdir(deps.config.media.spoolDir, { recursive: true });
  const path = spoolPath(deps.config.media.spoolDir, `v1-${owner.draftId}-${index}`, deps.now());
  try {
    const fetched = await fetchImage(deps.config.outbound, url, {
      maxBytes: maxUploadBytes,
      timeoutMs: apiV1Rules.fetchTimeoutMs,
      maxRedirects: apiV1Rules.maxRedirects,
    });
    const { byteSize, sha256 } = await spoolUpload(fetched.body, path);
    const item = await deps.media.upload({ path, byteSize, sha256, fileName: fetched.fileName }, owner);
    return item.id;
  } catch (error) {
    if (error instanceof AppError) {
      // The media service's refusal of the bytes (not an image it reads, too many pixels) is about this image; a
      // fault of ours (the store down: 503) stays what it is.
      if (error.status >= 500) throw error;
      throw imageIssue(index, 'url', k.fetchNotImage, `Image ${index + 1}: ${error.message}`);
    }
    const failure = outboundFailureOf(error);
    deps.log.info({ url, failure: failure.failure, reason: failure.message }, 'an image fetch was refused');
    throw imageIssue(index, 'url', fetchRefusals[failure.failure], `Image ${index + 1}: ${failure.message}.`);
  } finally {
    await rm(path, { force: true });
  }
}

/** `POST /api/v1/quote`: the price of photos with their services, in the account's credit and currency. */
export async function quoteForAccount(
  deps: ApiOrdersDeps,
  accountId: string,
  input: z.output<typeof V1QuoteInput>,
): Promise<PriceQuote> {
  return priceQuote(
    deps,
    {
      images: input.images.map((image) => ({ ...image, frameCount: 1 })),
      turnaround: input.turnaround,
      currency: input.currency,
    },
    input.language,
    null,
    { id: accountId, role: 'client' },
  );
}

/** `POST /api/v1/orders`: an unpaid order of the account, its contact the account's e-mail. */
export async function createAccountOrder(
  deps: ApiOrdersDeps,
  accountId: string,
  input: z.output<typeof V1OrderCreateInput>,
): Promise<V1OrderCreated> {
  const account = await selectAccountContact(deps.db, accountId);
  if (!account) throw orderNotFound();
  const { draftToken, draftId } = await deps.media.createDraft(input.language, accountId);
  try {
    // A few addresses at once (a listing's photos from one host); every fetch ends before the draft can be released.
    const fetching = pLimit(fetchesAtOnce);
    const settled = await Promise.allSettled(
      input.images.map((image, index) =>
        image.mediaId !== undefined
          ? image.mediaId
          : fetching(() => fetchIntoDraft(deps, { userId: accountId, draftId }, image.url as string, index)),
      ),
    );
    const refused = settled.find((result) => result.status === 'rejected');
    if (refused) throw refused.reason;
    const mediaIds = settled.map((result) => (result as PromiseFulfilledResult<string>).value);
    const given = input.images.flatMap((image) => (image.mediaId ? [image.mediaId] : []));
    const adopted = new Set(await adoptOwnUploads(deps.db, draftId, accountId, given));
    const missing = input.images.findIndex((image) => image.mediaId && !adopted.has(image.mediaId));
    if (missing >= 0) {
      throw imageIssue(
        missing,
        'mediaId',
        orderMessageKeys.imageNotInDraft,
        `Image ${missing + 1}: not an upload of this account that is free for an order.`,
      );
    }
    const created = await createOrder(
      deps,
      draftToken,
      OrderCreateInput.parse({
        images: input.images.map((image, index) => ({
          mediaId: mediaIds[index],
          serviceIds: image.serviceIds,
          note: image.note,
          pins: image.pins,
        })),
        contact: {
          email: account.email,
          firstName: account.first_name ?? undefined,
          lastName: account.last_name ?? undefined,
          propertyAddress: input.propertyAddress,
        },
        notes: input.notes,
        turnaround: input.turnaround,
        language: input.language,
        billing: input.billing,
        currency: input.currency,
      }),
      { id: accountId, role: 'client' },
    );
    return { orderNumber: created.orderNumber, status: 'awaiting_payment', quote: created.quote };
  } catch (error) {
    await releaseDraftUploads(deps.db, draftId, accountId);
    throw error;
  }
}

/** The payment page a person opens to pay an API order by card. */
const checkoutUrl = (deps: ApiOrdersDeps, order: { id: string; language: Language }) =>
  `${deps.config.publicOrigin}/${order.language}/pay?${new URLSearchParams({
    orderId: order.id,
    accessToken: orderAccessToken(deps.config.jwtSecret, order.id),
  })}`;

/**
 * `POST /api/v1/orders/{orderNumber}/pay`: an order covered by the account's credit is paid at once; with the
 * offline test provider the test payment is made; with Stripe the answer is the checkout link for the card.
 */
export async function payAccountOrder(
  deps: ApiOrdersDeps,
  accountId: string,
  orderNumber: number,
): Promise<V1PaymentResult> {
  const order = await selectAccountOrder(deps.db, accountId, orderNumber);
  if (!order) throw orderNotFound();
  const access = { orderId: order.id, accessToken: orderAccessToken(deps.config.jwtSecret, order.id) };
  if (order.paid_at !== null) {
    throw new AppError('CONFLICT', orderMessageKeys.alreadyPaid, { message: 'This order is paid already.' });
  }
  const started = await startPayment(deps, access);
  if (started.provider === 'credit') {
    return { orderNumber, paid: true, provider: 'credit', checkoutUrl: null, status: 'pending' };
  }
  if (started.provider === 'offline') {
    const status = await confirmOfflinePayment(deps, access);
    return { orderNumber, paid: status.paid, provider: 'offline', checkoutUrl: null, status: status.status };
  }
  return {
    orderNumber,
    paid: false,
    provider: 'stripe',
    checkoutUrl: checkoutUrl(deps, order),
    status: null,
  };
}
