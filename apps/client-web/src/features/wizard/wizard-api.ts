// The wizard's calls: the draft and signed thumbnail addresses (REST, SPEC §7), and the ordering procedures
// (tRPC) called with the contracts' schemas. orders.create carries the draft token in `X-Draft-Token`.
import {
  type DiscountCheckInput,
  DiscountCheckOutput,
  draftTokenHeader,
  languageHeader,
  MediaDraftResponse,
  MediaUrlResponse,
  mediaDraftsPath,
  mediaUrlPath,
  type OrderAccess,
  type OrderCreateInput,
  OrderCreateOutput,
  OrderPublicStatus,
  PaymentStart,
  PaymentsConfig,
  PriceQuote,
  type PriceQuoteInput,
  trpcPath,
} from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { ApiRequestError, apiFetch } from '@photoedit/ui';
import { z } from 'zod';

export const orderProcedures = {
  quote: 'orders.quote',
  create: 'orders.create',
  publicStatus: 'orders.publicStatus',
  checkDiscount: 'discounts.check',
  paymentsConfig: 'payments.config',
  startPayment: 'payments.start',
  confirmOffline: 'payments.offline.confirm',
} as const;

interface ErrorShape {
  code?: unknown;
  messageKey?: string;
  data?: { appCode?: string; messageKey?: string; issues?: { path: (string | number)[]; message: string }[] };
}

async function send<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
  unwrap: (body: unknown) => unknown,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await apiFetch(url, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        [languageHeader]: i18n.language,
        ...init.headers,
      },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'errors.network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status decides.
  }
  if (!response.ok) {
    const error = (body as { error?: ErrorShape } | null)?.error;
    const code = error?.data?.appCode ?? (typeof error?.code === 'string' ? error.code : 'INTERNAL');
    throw new ApiRequestError(
      response.status,
      code as ApiRequestError['code'],
      error?.data?.messageKey ?? error?.messageKey ?? `errors.${code}`,
      error?.data?.issues ?? [],
    );
  }
  const parsed = schema.safeParse(unwrap(body));
  if (!parsed.success) throw new ApiRequestError(response.status, 'INTERNAL', 'errors.INTERNAL');
  return parsed.data as z.infer<S>;
}

const trpcData = (body: unknown) => (body as { result?: { data?: unknown } } | null)?.result?.data;

const query = <S extends z.ZodType>(
  procedure: string,
  input: unknown,
  schema: S,
  headers: Record<string, string> = {},
) =>
  send(
    `${trpcPath}/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    { method: 'GET', headers },
    schema,
    trpcData,
  );

const mutation = <S extends z.ZodType>(
  procedure: string,
  input: unknown,
  schema: S,
  headers: Record<string, string> = {},
) =>
  send(
    `${trpcPath}/${procedure}`,
    { method: 'POST', body: JSON.stringify(input), headers },
    schema,
    trpcData,
  );

const draftHeader = (draftToken: string) => ({ [draftTokenHeader]: draftToken });

export const createDraft = () =>
  send(mediaDraftsPath, { method: 'POST' }, MediaDraftResponse, (body) => body);

/** A fresh signed thumbnail address of an upload of this draft. */
export const fetchThumbnailUrl = (mediaId: string, draftToken: string | null) =>
  send(
    mediaUrlPath(mediaId, 'thumbnail'),
    { method: 'GET', headers: draftToken ? draftHeader(draftToken) : {} },
    MediaUrlResponse,
    (body) => body,
  );

/** With the draft, a discount use this checkout already holds counts as its own, not as taken. */
export const fetchQuote = (input: PriceQuoteInput, draftToken: string | null = null) =>
  query(orderProcedures.quote, input, PriceQuote, draftToken ? draftHeader(draftToken) : {});

export const checkDiscount = (input: DiscountCheckInput, draftToken: string | null = null) =>
  query(orderProcedures.checkDiscount, input, DiscountCheckOutput, draftToken ? draftHeader(draftToken) : {});

export const fetchPaymentsConfig = () => query(orderProcedures.paymentsConfig, undefined, PaymentsConfig);

export const createOrder = (input: OrderCreateInput, draftToken: string) =>
  mutation(orderProcedures.create, input, OrderCreateOutput, draftHeader(draftToken));

export const startPayment = (access: OrderAccess) =>
  mutation(orderProcedures.startPayment, access, PaymentStart);

/** The offline (test) provider's confirmation; the answer's shape is not needed, only its success. */
export const confirmOfflinePayment = (access: OrderAccess) =>
  mutation(orderProcedures.confirmOffline, access, z.unknown());

export const fetchOrderStatus = (access: OrderAccess) =>
  query(orderProcedures.publicStatus, access, OrderPublicStatus);
