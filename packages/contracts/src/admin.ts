// The admin console (SPEC §2 "Admin dashboard", §6 Admin): stats, orders (list, detail, status, designer,
// delete), the service catalogue (list, create, update, delete or archive) and discount codes. Every amount is
// in minor units of its currency. See docs/admin-console.md.
import { z } from 'zod';
import { OrderPhotoBracket } from './brackets';
import { OrderCredit } from './credits';
import {
  Currency,
  defaultCurrency,
  Language,
  OrderStatus,
  PricesByCurrency,
  Role,
  ServiceCategory,
} from './enums';
import { SignedImageUrls } from './media';
import { OrderStatusChoice } from './order-status';
import {
  DiscountKind,
  ImageReviewState,
  OrderIdentity,
  orderRules,
  PaymentProvider,
  PaymentState,
} from './orders';
import { keysetPage, keysetPageInput } from './pagination';
import { adminOrderQualityFields } from './ratings';
import { serviceIdentityFields } from './services';
import { cleanText, optionalText } from './text';
import { QuotedTurnaround, turnaroundInvalidKey } from './turnaround';

/** Keys (namespace `common`) of the admin procedures' refusals: `error.data.messageKey` or a field issue's. */
export const adminMessageKeys = {
  orderNotFound: 'errors.admin.orderNotFound',
  /** A turnaround percentage outside its tier's range. */
  turnaroundInvalid: turnaroundInvalidKey,
  /** setStatus to the status the order already has, or the order changed in the meantime. */
  statusUnchanged: 'errors.admin.statusUnchanged',
  /** Only paid orders have a lifecycle (status, designer). */
  orderNotPaid: 'errors.admin.orderNotPaid',
  designerNotFound: 'errors.admin.designerNotFound',
  designerBlocked: 'errors.admin.designerBlocked',
  serviceNotFound: 'errors.admin.serviceNotFound',
  nameRequired: 'errors.admin.nameRequired',
  nameTooLong: 'errors.admin.nameTooLong',
  descriptionTooLong: 'errors.admin.descriptionTooLong',
  priceInvalid: 'errors.admin.priceInvalid',
  sortOrderInvalid: 'errors.admin.sortOrderInvalid',
  noteTooLong: 'errors.admin.noteTooLong',
  discountCodeInvalid: 'errors.admin.discountCodeInvalid',
  discountCodeTaken: 'errors.admin.discountCodeTaken',
  discountValueInvalid: 'errors.admin.discountValueInvalid',
  discountPercentTooHigh: 'errors.admin.discountPercentTooHigh',
  discountMaxUsesInvalid: 'errors.admin.discountMaxUsesInvalid',
  discountExpiryInvalid: 'errors.admin.discountExpiryInvalid',
  discountExpiryInPast: 'errors.admin.discountExpiryInPast',
  discountNotFound: 'errors.admin.discountNotFound',
  /** An example image that is not the admin's own ready upload (or is used by an order). */
  mediaNotUsable: 'errors.admin.mediaNotUsable',
  serviceImageNotFound: 'errors.admin.serviceImageNotFound',
  /** More than `serviceRules.maxPortfolioImages` portfolio images. */
  tooManyServiceImages: 'errors.admin.tooManyServiceImages',
} as const;

const k = adminMessageKeys;

export const adminPageSize = { default: 25, max: 100 } as const;
const Count = z.number().int().nonnegative();
const Money = z.object({ currency: Currency, amountMinor: z.number().int().nonnegative() });

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Which orders the list shows: paid (default: the ones with a lifecycle), unpaid, or all. */
export const AdminOrderPaymentFilter = z.enum(['paid', 'unpaid', 'all']);
export type AdminOrderPaymentFilter = z.infer<typeof AdminOrderPaymentFilter>;

export const AdminOrdersListInput = z.object({
  status: OrderStatus.optional(),
  payment: AdminOrderPaymentFilter.default('paid'),
  /** An order number ("10042" or "#10042") or part of the client's e-mail. */
  search: cleanText(z.string().trim().max(254)).optional(),
  ...keysetPageInput(adminPageSize),
});
export type AdminOrdersListInput = z.input<typeof AdminOrdersListInput>;

export const AdminPerson = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
});
export type AdminPerson = z.infer<typeof AdminPerson>;

export const AdminOrderListItem = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  clientEmail: z.string(),
  designer: AdminPerson.nullable(),
  totalMinor: z.number().int().nonnegative(),
  currency: Currency,
  status: OrderStatus,
  paymentStatus: PaymentState,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Paid, past its deadline and not completed. */
  overdue: z.boolean(),
  imageCount: Count,
  /** Services chosen over all images (an image with two services counts two). */
  serviceCount: Count,
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItem>;

export const AdminOrdersListOutput = keysetPage(AdminOrderListItem);
export type AdminOrdersListOutput = z.infer<typeof AdminOrdersListOutput>;

export const AdminOrderIdInput = z.object({ orderId: z.uuid({ error: k.orderNotFound }) });
export type AdminOrderIdInput = z.infer<typeof AdminOrderIdInput>;

export const AdminOrderImage = z
  .object({
    id: z.uuid(),
    position: z.number().int().nonnegative(),
    original: SignedImageUrls,
    edited: SignedImageUrls.nullable(),
    services: z.array(
      z.object({ serviceId: z.uuid(), name: z.string(), priceMinor: z.number().int(), currency: Currency }),
    ),
    clientNote: z.string().nullable(),
    /** The frames and automatic preview of a bracket set; null for a single photo. */
    bracket: OrderPhotoBracket,
  })
  .extend(ImageReviewState.shape);
export type AdminOrderImage = z.infer<typeof AdminOrderImage>;

export const AdminOrderHistoryEntry = z.object({
  fromStatus: OrderStatus.nullable(),
  toStatus: OrderStatus,
  /** null: the system (e.g. the payment), or a user deleted since. */
  changedBy: z.object({ email: z.string(), role: Role }).nullable(),
  /** A person's words (the admin's reason, the designer's comment); null when there are none. */
  note: z.string().nullable(),
  /** Set on the entry of the payment that started the order's lifecycle: the provider that took it. */
  paymentProvider: PaymentProvider.nullable(),
  changedAt: z.string(),
});
export type AdminOrderHistoryEntry = z.infer<typeof AdminOrderHistoryEntry>;

export const AdminOrderDetail = AdminOrderListItem.extend({
  subtotalMinor: z.number().int().nonnegative(),
  /** The turnaround the order was sold with and what it changed on the subtotal. */
  turnaround: QuotedTurnaround.omit({ percent: true }),
  discountMinor: z.number().int().nonnegative(),
  discountCode: z.string().nullable(),
  notes: z.string().nullable(),
  contact: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    propertyAddress: z.string().nullable(),
  }),
  language: Language,
  paymentProvider: PaymentProvider.nullable(),
  claimedAt: z.string().nullable(),
  images: z.array(AdminOrderImage),
  history: z.array(AdminOrderHistoryEntry),
  /** Every other status, and whether it can be set now (and why not): the form offers only possible ones. */
  statusChoices: z.array(OrderStatusChoice),
  ...adminOrderQualityFields,
  /** Credit spent on the order at checkout and earned by it (issue 34). */
  credit: OrderCredit,
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderSetStatusInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  status: OrderStatus,
  /** Why, kept in the status history. */
  note: optionalText(orderRules.noteMaxLength, k.noteTooLong, { multiline: true }),
});
export type AdminOrderSetStatusInput = z.input<typeof AdminOrderSetStatusInput>;

export const AdminOrderAssignInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  designerId: z.uuid({ error: k.designerNotFound }),
  overrideBlocked: z.boolean({ error: k.designerNotFound }).default(false),
});
export type AdminOrderAssignInput = z.input<typeof AdminOrderAssignInput>;

export const AdminOrderDeleteOutput = OrderIdentity;
export type AdminOrderDeleteOutput = z.infer<typeof AdminOrderDeleteOutput>;

/** `admin.orders.deletions`: the record a deleted order leaves, newest first (at most 100). */
export const AdminOrderDeletions = z.object({
  items: z.array(
    OrderIdentity.extend({
      email: z.string(),
      /** The order's status and payment status when it was deleted. */
      status: OrderStatus,
      paymentStatus: PaymentState,
      /** What the client paid for it (nothing was refunded); null when it was never paid. */
      paid: Money.nullable(),
      imageCount: z.number().int().nonnegative(),
      deletedAt: z.iso.datetime(),
      /** The admin who deleted it; null once that account is gone. */
      deletedBy: z.string().nullable(),
    }),
  ),
});
export type AdminOrderDeletions = z.infer<typeof AdminOrderDeletions>;

// ── Services ────────────────────────────────────────────────────────────────────────────────────────────────

export const serviceRules = {
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  /** 100 000.00 in minor units: far above any real price, low enough to catch a typo. */
  maxPriceMinor: 10_000_000,
  maxSortOrder: 1_000_000,
  maxPortfolioImages: 12,
} as const;

export const serviceImageKinds = ['before', 'after', 'portfolio'] as const;
export const ServiceImageKind = z.enum(serviceImageKinds);
export type ServiceImageKind = z.infer<typeof ServiceImageKind>;

/** An example image of a service; `url` is its public preview address (catalogue images are public). */
export const AdminServiceImage = z.object({
  id: z.uuid(),
  mediaId: z.uuid(),
  kind: ServiceImageKind,
  url: z.string(),
});
export type AdminServiceImage = z.infer<typeof AdminServiceImage>;

export const AdminServiceText = z.object({
  name: cleanText(z.string().trim().min(1, k.nameRequired).max(serviceRules.nameMaxLength, k.nameTooLong)),
  description: cleanText(z.string().trim().max(serviceRules.descriptionMaxLength, k.descriptionTooLong), {
    multiline: true,
  }),
});
export type AdminServiceText = z.infer<typeof AdminServiceText>;

/** What the create and edit form sends: the whole service (both languages). */
export const AdminServiceInput = z.object({
  category: ServiceCategory,
  priceMinor: z
    .number({ error: k.priceInvalid })
    .int(k.priceInvalid)
    .min(0, k.priceInvalid)
    .max(serviceRules.maxPriceMinor, k.priceInvalid),
  currency: Currency.default(defaultCurrency),
  /** Its prices in the other currencies (issue 35); a currency left out cannot order it. */
  prices: z
    .partialRecord(
      Currency,
      z
        .number({ error: k.priceInvalid })
        .int(k.priceInvalid)
        .min(0, k.priceInvalid)
        .max(serviceRules.maxPriceMinor, k.priceInvalid),
    )
    .default({}),
  active: z.boolean(),
  sortOrder: z
    .number({ error: k.sortOrderInvalid })
    .int(k.sortOrderInvalid)
    .min(0, k.sortOrderInvalid)
    .max(serviceRules.maxSortOrder, k.sortOrderInvalid),
  text: z.object({ en: AdminServiceText, pl: AdminServiceText }),
});
export type AdminServiceInput = z.input<typeof AdminServiceInput>;

export const AdminServiceUpdateInput = AdminServiceInput.extend({
  serviceId: z.uuid({ error: k.serviceNotFound }),
});
export type AdminServiceUpdateInput = z.input<typeof AdminServiceUpdateInput>;

export const AdminServiceIdInput = z.object({ serviceId: z.uuid({ error: k.serviceNotFound }) });
export type AdminServiceIdInput = z.infer<typeof AdminServiceIdInput>;

export const AdminServiceView = z.object({
  ...serviceIdentityFields,
  priceMinor: z.number().int().nonnegative(),
  currency: Currency,
  /** Its price in each currency (its own included). */
  prices: PricesByCurrency,
  active: z.boolean(),
  sortOrder: z.number().int(),
  text: z.object({ en: AdminServiceText, pl: AdminServiceText }),
  /** Order lines priced with this service: deleting it then archives it instead. */
  orderLineCount: Count,
  /** Before and after (at most one each), then portfolio images in order. */
  images: z.array(AdminServiceImage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminServiceView = z.infer<typeof AdminServiceView>;

export const AdminServicesListOutput = z.array(AdminServiceView);
export type AdminServicesListOutput = z.infer<typeof AdminServicesListOutput>;

/** `deleted`: never ordered, removed. `archived`: orders reference it, so it is hidden and kept for them. */
export const AdminServiceDeleteOutput = z.object({
  serviceId: z.uuid(),
  outcome: z.enum(['deleted', 'archived']),
});
export type AdminServiceDeleteOutput = z.infer<typeof AdminServiceDeleteOutput>;

/**
 * Attaches an upload (`POST /api/media/upload` with the admin's Bearer token) as an example image. A new before
 * or after image replaces the previous one.
 */
export const AdminServiceImageAttachInput = z.object({
  serviceId: z.uuid({ error: k.serviceNotFound }),
  mediaId: z.uuid({ error: k.mediaNotUsable }),
  kind: ServiceImageKind,
});
export type AdminServiceImageAttachInput = z.infer<typeof AdminServiceImageAttachInput>;

export const AdminServiceImageDetachInput = z.object({
  serviceImageId: z.uuid({ error: k.serviceImageNotFound }),
});
export type AdminServiceImageDetachInput = z.infer<typeof AdminServiceImageDetachInput>;

// ── Discount codes ──────────────────────────────────────────────────────────────────────────────────────────

export const AdminDiscountView = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: DiscountKind,
  /** percent: 1..100; fixed: minor units of `currency`. */
  value: z.number().int().positive(),
  currency: Currency.nullable(),
  maxUses: z.number().int().positive().nullable(),
  uses: Count,
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDiscountView = z.infer<typeof AdminDiscountView>;

export const AdminDiscountsListOutput = z.array(AdminDiscountView);
export type AdminDiscountsListOutput = z.infer<typeof AdminDiscountsListOutput>;

export const AdminDiscountCreateInput = z
  .object({
    code: z.string().trim().regex(orderRules.discountCodePattern, k.discountCodeInvalid),
    kind: DiscountKind,
    value: z
      .number({ error: k.discountValueInvalid })
      .int(k.discountValueInvalid)
      .positive(k.discountValueInvalid),
    /** Fixed amounts only (default: the catalogue's currency, `defaultCurrency`). */
    currency: Currency.optional(),
    maxUses: z
      .number({ error: k.discountMaxUsesInvalid })
      .int(k.discountMaxUsesInvalid)
      .positive(k.discountMaxUsesInvalid)
      .nullable()
      .default(null),
    /** ISO date-time; null: never expires. */
    expiresAt: z.iso.datetime({ offset: true, error: k.discountExpiryInvalid }).nullable().default(null),
  })
  .refine((input) => input.kind !== 'percent' || input.value <= 100, {
    path: ['value'],
    message: k.discountPercentTooHigh,
  });
export type AdminDiscountCreateInput = z.input<typeof AdminDiscountCreateInput>;

export const AdminDiscountSetActiveInput = z.object({
  discountId: z.uuid({ error: k.discountNotFound }),
  active: z.boolean(),
});
export type AdminDiscountSetActiveInput = z.infer<typeof AdminDiscountSetActiveInput>;
