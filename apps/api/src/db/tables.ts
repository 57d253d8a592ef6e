// Kysely types of every table, kept in one place and checked against the migrated database by tables.test.ts.
// Column names are the database's own (snake_case); queries map them to the contracts' camelCase views.
import type {
  Currency,
  Language,
  MediaQuality,
  OrderStatus,
  Role,
  ServiceCategory,
  UserStatus,
} from '@photoedit/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default (usually now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** jsonb: read parsed; written as a JSON string (JSON.stringify) so arrays are never sent as Postgres arrays. */
export type Json = ColumnType<JsonValue, string, string>;
export type JsonWithDefault = ColumnType<JsonValue, string | undefined, string>;

export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export type MediaStatus = 'pending' | 'ready' | 'failed';
export type ServiceImageKind = 'before' | 'after' | 'portfolio';
export type PaymentStatus = 'awaiting_payment' | 'paid' | 'failed' | 'canceled' | 'refunded';
export type PaymentProvider = 'stripe' | 'offline';
export type DiscountKind = 'percent' | 'fixed';
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type MailTransport = 'smtp' | 'dev_mailbox';

export interface UsersTable {
  id: Generated<string>;
  role: Role;
  email: string;
  status: Generated<UserStatus>;
  approved: Generated<boolean>;
  approved_at: Timestamp | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  /** NULL for clients, who sign in without a password. */
  password_hash: string | null;
  preferred_language: Generated<Language>;
  last_login_at: Timestamp | null;
  /** The joined date. */
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: Buffer;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface AccessCodesTable {
  id: Generated<string>;
  email: string;
  code_hash: Buffer;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
}

export interface AutoLoginTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface OrderDraftsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string | null;
  language: Generated<Language>;
  state: JsonWithDefault;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface MediaTable {
  id: Generated<string>;
  owner_user_id: string | null;
  order_draft_id: string | null;
  original_filename: string | null;
  format: MediaFormat;
  byte_size: number;
  width: number | null;
  height: number | null;
  sha256: Buffer | null;
  placeholder: string | null;
  status: Generated<MediaStatus>;
  error: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MediaVariantsTable {
  media_id: string;
  quality: MediaQuality;
  storage_key: string;
  format: MediaFormat;
  byte_size: number;
  width: number;
  height: number;
  created_at: DefaultTimestamp;
}

export interface ServicesTable {
  id: Generated<string>;
  slug: string;
  category: ServiceCategory;
  price_minor: number;
  currency: Generated<Currency>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
  archived_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ServiceTranslationsTable {
  service_id: string;
  language: Language;
  name: string;
  description: string;
}

export interface ServiceImagesTable {
  id: Generated<string>;
  service_id: string;
  media_id: string;
  kind: ServiceImageKind;
  position: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface DiscountCodesTable {
  id: Generated<string>;
  code: string;
  kind: DiscountKind;
  /** percent: 1..100; fixed: minor units of `currency`. */
  value: number;
  currency: Currency | null;
  max_uses: number | null;
  uses: Generated<number>;
  active: Generated<boolean>;
  expires_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  order_number: Generated<number>;
  client_id: string | null;
  /** Always 'client'; exists for the (id, role) foreign key. Never write it. */
  client_role: Generated<'client'>;
  designer_id: string | null;
  /** Always 'designer'; exists for the (id, role) foreign key. Never write it. */
  designer_role: Generated<'designer'>;
  order_draft_id: string | null;
  status: Generated<OrderStatus>;
  payment_status: Generated<PaymentStatus>;
  currency: Currency;
  subtotal_minor: number;
  discount_minor: Generated<number>;
  total_minor: number;
  discount_code_id: string | null;
  notes: string | null;
  contact_email: string;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_phone: string | null;
  contact_company: string | null;
  contact_property_address: string | null;
  /** SHA-256 of the wizard request that created the order (orders.create is idempotent per draft). */
  request_fingerprint: Buffer | null;
  language: Generated<Language>;
  payment_provider: PaymentProvider | null;
  payment_intent_id: string | null;
  paid_at: Timestamp | null;
  due_at: Timestamp | null;
  claimed_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrderImagesTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  original_media_id: string;
  edited_media_id: string | null;
  client_note: string | null;
  designer_note: string | null;
  submitted_at: Timestamp | null;
  revision_used: Generated<boolean>;
  revision_note: string | null;
  revision_requested_at: Timestamp | null;
  accepted_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrderImageServicesTable {
  order_image_id: string;
  service_id: string;
  price_minor: number;
  currency: Currency;
}

export interface OrderStatusHistoryTable {
  id: Generated<string>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** NULL when the system made the change (e.g. a payment webhook). */
  changed_by: string | null;
  note: string | null;
  changed_at: DefaultTimestamp;
}

export interface DiscountRedemptionsTable {
  id: Generated<string>;
  discount_code_id: string;
  order_id: string;
  amount_minor: number;
  currency: Currency;
  redeemed_at: DefaultTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  message: string;
  language: Generated<Language>;
  user_id: string | null;
  created_at: DefaultTimestamp;
  handled_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  language: Generated<Language>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** NULL until delivered. */
  transport: MailTransport | null;
  /** Not sent at all after this time (an access code past its expiry); NULL: no such limit. */
  expires_at: Timestamp | null;
}

export interface RateLimitBucketsTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
  expires_at: Timestamp;
}

export interface DiscountReservationsTable {
  order_id: string;
  discount_code_id: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

export interface LoginFailuresTable {
  account_key: string;
  failures: number;
  last_failed_at: Timestamp;
  next_attempt_at: Timestamp;
}

export interface PaymentEventsTable {
  id: Generated<string>;
  provider: PaymentProvider;
  provider_event_id: string;
  type: string;
  order_id: string | null;
  payload: Json;
  received_at: DefaultTimestamp;
  applied_at: Timestamp | null;
}

export interface SeedRunsTable {
  name: string;
  applied_at: DefaultTimestamp;
}

export interface DB {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  access_codes: AccessCodesTable;
  auto_login_tokens: AutoLoginTokensTable;
  order_drafts: OrderDraftsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  services: ServicesTable;
  service_translations: ServiceTranslationsTable;
  service_images: ServiceImagesTable;
  discount_codes: DiscountCodesTable;
  orders: OrdersTable;
  order_images: OrderImagesTable;
  order_image_services: OrderImageServicesTable;
  order_status_history: OrderStatusHistoryTable;
  discount_redemptions: DiscountRedemptionsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  rate_limit_buckets: RateLimitBucketsTable;
  login_failures: LoginFailuresTable;
  discount_reservations: DiscountReservationsTable;
  payment_events: PaymentEventsTable;
  seed_runs: SeedRunsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Service = Selectable<ServicesTable>;
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;

/**
 * The columns tables.test.ts compares with information_schema; `satisfies` makes the compiler check
 * that this list and the interfaces above name the same columns.
 */
export const tableColumns = {
  users: [
    'id',
    'role',
    'email',
    'status',
    'approved',
    'approved_at',
    'display_name',
    'first_name',
    'last_name',
    'phone',
    'company',
    'password_hash',
    'preferred_language',
    'last_login_at',
    'created_at',
    'updated_at',
  ],
  refresh_tokens: [
    'id',
    'user_id',
    'family_id',
    'token_hash',
    'created_at',
    'expires_at',
    'used_at',
    'revoked_at',
    'user_agent',
  ],
  access_codes: ['id', 'email', 'code_hash', 'created_at', 'expires_at', 'attempts', 'consumed_at'],
  auto_login_tokens: ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'consumed_at'],
  order_drafts: [
    'id',
    'token_hash',
    'user_id',
    'language',
    'state',
    'created_at',
    'updated_at',
    'expires_at',
  ],
  media: [
    'id',
    'owner_user_id',
    'order_draft_id',
    'original_filename',
    'format',
    'byte_size',
    'width',
    'height',
    'sha256',
    'placeholder',
    'status',
    'error',
    'created_at',
    'updated_at',
  ],
  media_variants: [
    'media_id',
    'quality',
    'storage_key',
    'format',
    'byte_size',
    'width',
    'height',
    'created_at',
  ],
  services: [
    'id',
    'slug',
    'category',
    'price_minor',
    'currency',
    'active',
    'sort_order',
    'archived_at',
    'created_at',
    'updated_at',
  ],
  service_translations: ['service_id', 'language', 'name', 'description'],
  service_images: ['id', 'service_id', 'media_id', 'kind', 'position', 'created_at'],
  discount_codes: [
    'id',
    'code',
    'kind',
    'value',
    'currency',
    'max_uses',
    'uses',
    'active',
    'expires_at',
    'created_at',
    'updated_at',
  ],
  orders: [
    'id',
    'order_number',
    'client_id',
    'client_role',
    'designer_id',
    'designer_role',
    'order_draft_id',
    'status',
    'payment_status',
    'currency',
    'subtotal_minor',
    'discount_minor',
    'total_minor',
    'discount_code_id',
    'notes',
    'contact_email',
    'contact_first_name',
    'contact_last_name',
    'contact_phone',
    'contact_company',
    'language',
    'payment_provider',
    'payment_intent_id',
    'paid_at',
    'due_at',
    'claimed_at',
    'completed_at',
    'created_at',
    'updated_at',
    'contact_property_address',
    'request_fingerprint',
  ],
  order_images: [
    'id',
    'order_id',
    'position',
    'original_media_id',
    'edited_media_id',
    'client_note',
    'designer_note',
    'submitted_at',
    'revision_used',
    'revision_note',
    'revision_requested_at',
    'accepted_at',
    'created_at',
    'updated_at',
  ],
  order_image_services: ['order_image_id', 'service_id', 'price_minor', 'currency'],
  order_status_history: ['id', 'order_id', 'from_status', 'to_status', 'changed_by', 'note', 'changed_at'],
  discount_redemptions: ['id', 'discount_code_id', 'order_id', 'amount_minor', 'currency', 'redeemed_at'],
  contact_messages: ['id', 'email', 'name', 'message', 'language', 'user_id', 'created_at', 'handled_at'],
  mail_outbox: [
    'id',
    'to_address',
    'subject',
    'html',
    'text',
    'template',
    'language',
    'status',
    'attempts',
    'next_attempt_at',
    'sent_at',
    'last_error',
    'created_at',
    'updated_at',
    'transport',
    'expires_at',
  ],
  rate_limit_buckets: ['key', 'window_start', 'count', 'expires_at'],
  login_failures: ['account_key', 'failures', 'last_failed_at', 'next_attempt_at'],
  discount_reservations: ['order_id', 'discount_code_id', 'expires_at', 'created_at'],
  payment_events: [
    'id',
    'provider',
    'provider_event_id',
    'type',
    'order_id',
    'payload',
    'received_at',
    'applied_at',
  ],
  seed_runs: ['name', 'applied_at'],
} satisfies { [T in keyof DB]: readonly (keyof DB[T] & string)[] };

/** Compile-time check that tableColumns lists every column of every interface above. */
type UnlistedColumns = {
  [T in keyof DB]: Exclude<keyof DB[T], (typeof tableColumns)[T][number]>;
}[keyof DB];
export const tableColumnsAreComplete: [UnlistedColumns] extends [never] ? true : UnlistedColumns = true;
