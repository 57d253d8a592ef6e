// The wizard's calls through the one typed client: the draft and signed thumbnail addresses (REST, SPEC §7) and
// the ordering procedures. Calls of this checkout carry its draft token in `X-Draft-Token`.
import {
  type DiscountCheckInput,
  type DiscountCheckOutput,
  draftTokenHeader,
  MediaDraftResponse,
  MediaUrlResponse,
  mediaDraftsPath,
  mediaUrlPath,
  type OrderAccess,
  type OrderCreateInput,
  type OrderCreateOutput,
  type PaymentStart,
  type PaymentsConfig,
  type PriceQuote,
  type PriceQuoteInput,
} from '@photoedit/contracts';
import { apiClient, type CallContext, restRequest } from '@photoedit/ui';

const withDraft = (draftToken: string | null): { context?: CallContext } =>
  draftToken ? { context: { headers: { [draftTokenHeader]: draftToken } } } : {};

export const createDraft = () => restRequest(mediaDraftsPath, { method: 'POST' }, MediaDraftResponse);

/** A fresh signed thumbnail address of an upload of this draft. */
/** A fresh signed address of a draft's photo: the thumbnail (cards) or the 1600 px preview (the large pin editor). */
export const fetchMediaUrl = (
  mediaId: string,
  draftToken: string | null,
  quality: 'thumbnail' | 'preview' = 'thumbnail',
) =>
  restRequest(
    mediaUrlPath(mediaId, quality),
    { method: 'GET', headers: draftToken ? { [draftTokenHeader]: draftToken } : {} },
    MediaUrlResponse,
  );

/** With the draft, a discount use this checkout already holds counts as its own, not as taken. */
export const fetchQuote = (input: PriceQuoteInput, draftToken: string | null = null): Promise<PriceQuote> =>
  apiClient.orders.quote.query(input, withDraft(draftToken));

export const checkDiscount = (
  input: DiscountCheckInput,
  draftToken: string | null = null,
): Promise<DiscountCheckOutput> => apiClient.discounts.check.query(input, withDraft(draftToken));

export const fetchPaymentsConfig = (): Promise<PaymentsConfig> => apiClient.payments.config.query();

export const createOrder = (input: OrderCreateInput, draftToken: string): Promise<OrderCreateOutput> =>
  apiClient.orders.create.mutate(input, withDraft(draftToken));

export const startPayment = (access: OrderAccess): Promise<PaymentStart> =>
  apiClient.payments.start.mutate(access);

/** The offline (test) provider's confirmation; only its success matters. */
export const confirmOfflinePayment = (access: OrderAccess): Promise<unknown> =>
  apiClient.payments.offline.confirm.mutate(access);
