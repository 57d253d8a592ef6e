// The wizard's calls through the one typed client: the draft and signed thumbnail addresses (REST, SPEC §7) and
// the ordering procedures. Calls of this checkout carry its draft token in `X-Draft-Token`.
import {
  type BracketGroupingInput,
  type BracketGroupingOutput,
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
} from '@photoedit/contracts';
import { apiClient, type CallContext, restRequest } from '@photoedit/web-client';
import { queryOptions } from '@tanstack/react-query';

/** A call of this checkout: its draft token in `X-Draft-Token` (for the vanilla client and tRPC's query options). */
export const withDraft = (draftToken: string | null): { context?: CallContext } =>
  draftToken ? { context: { headers: { [draftTokenHeader]: draftToken } } } : {};

export const createDraft = () => restRequest(mediaDraftsPath, { method: 'POST' }, MediaDraftResponse);

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

/** The 1600 px preview's signed address, as a query (the large pin editor): one key per photo. */
export const previewUrlQuery = (mediaId: string, draftToken: string | null) =>
  queryOptions({
    queryKey: ['media', mediaId, 'preview-url'],
    queryFn: () => fetchMediaUrl(mediaId, draftToken, 'preview'),
    // Signed addresses last an hour.
    staleTime: 30 * 60_000,
  });

export const checkDiscount = (
  input: DiscountCheckInput,
  draftToken: string | null = null,
): Promise<DiscountCheckOutput> => apiClient.discounts.check.query(input, withDraft(draftToken));

export const createOrder = (input: OrderCreateInput, draftToken: string): Promise<OrderCreateOutput> =>
  apiClient.orders.create.mutate(input, withDraft(draftToken));

export const startPayment = (access: OrderAccess): Promise<PaymentStart> =>
  apiClient.payments.start.mutate(access);

/** The offline (test) provider's confirmation; only its success matters. */
export const confirmOfflinePayment = (access: OrderAccess): Promise<unknown> =>
  apiClient.payments.offline.confirm.mutate(access);

/** The wizard's photos regrouped or corrected by the server (media.brackets, issue 32). */
export const groupBrackets = (
  input: BracketGroupingInput,
  draftToken: string,
): Promise<BracketGroupingOutput> => apiClient.media.brackets.mutate(input, withDraft(draftToken));
