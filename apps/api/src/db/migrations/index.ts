// The explicit migration registry (bundlers and directory scanning do not mix). Append new migrations at the
// end, named YYYYMMDDTHHMMSS-what.ts; never edit or reorder one that has shipped.
import type { Migration } from 'kysely/migration';
import * as identity from './20261121T120000-identity';
import * as catalogueAndMedia from './20261121T120100-catalogue-and-media';
import * as orders from './20261121T120200-orders';
import * as operations from './20261121T120300-operations';
import * as mailTransport from './20261121T210000-mail-transport';
import * as orderContact from './20261121T220000-order-contact';
import * as orderRequestFingerprint from './20261121T222500-order-request-fingerprint';
import * as loginFailures from './20261124T170000-login-failures';
import * as discountReservations from './20261124T171000-discount-reservations';
import * as mailExpiry from './20261124T172000-mail-expiry';
import * as mailOutboxNotify from './20261125T230000-mail-outbox-notify';
import * as listingVariant from './20261126T010000-listing-variant';
import * as revisionMarks from './20261126T020000-revision-marks';
import * as orderHandover from './20261126T030000-order-handover';
import * as photoCheck from './20261126T040000-photo-check';
import * as instructionPins from './20261126T050000-instruction-pins';
import * as orderReferences from './20261126T060000-order-references';
import * as turnaround from './20261126T070000-turnaround';
import * as catalogueNotify from './20261126T080000-catalogue-notify';
import * as scaleIndexes from './20261126T090000-scale-indexes';
import * as orderFigures from './20261126T091000-order-figures';
import * as historyPayment from './20261126T100000-history-payment';
import * as orderEvents from './20261127T100000-order-events';
import * as jobRuns from './20261128T100000-job-runs';
import * as discountHoldNetwork from './20261128T110000-discount-hold-network';
import * as userSearch from './20261128T120000-user-search';
import * as orderContactEmails from './20261128T130000-order-contact-emails';
import * as orderDeletions from './20261128T140000-order-deletions';
import * as sideEffectsInTypescript from './20261129T100000-side-effects-in-typescript';
import * as discountHolds from './20261129T110000-discount-holds';
import * as revisionPins from './20261129T120000-revision-pins';
import * as frameCapture from './20261129T130000-frame-capture';
import * as bracketSets from './20261129T140000-bracket-sets';
import * as blendSurcharge from './20261129T150000-blend-surcharge';
import * as listingLook from './20261130T100000-listing-look';
import * as styleAndDesigners from './20261130T110000-style-and-designers';
import * as creditsAndRefunds from './20261201T100000-credits-and-refunds';
import * as guaranteeClaims from './20261201T110000-guarantee-claims';
import * as slaAlerts from './20261201T120000-sla-alerts';
import * as invoicesAndShares from './20261202T100000-invoices-and-shares';
import * as threeCurrencies from './20261202T110000-three-currencies';
import * as creditPacks from './20261202T120000-credit-packs';
import * as teams from './20261202T130000-teams';
import * as apiKeys from './20261203T100000-api-keys';
import * as webhooksAndIdempotency from './20261203T110000-webhooks-and-idempotency';

export const migrations: Record<string, Migration> = {
  '20261121T120000-identity': identity,
  '20261121T120100-catalogue-and-media': catalogueAndMedia,
  '20261121T120200-orders': orders,
  '20261121T120300-operations': operations,
  '20261121T210000-mail-transport': mailTransport,
  '20261121T220000-order-contact': orderContact,
  '20261121T222500-order-request-fingerprint': orderRequestFingerprint,
  '20261124T170000-login-failures': loginFailures,
  '20261124T171000-discount-reservations': discountReservations,
  '20261124T172000-mail-expiry': mailExpiry,
  '20261125T230000-mail-outbox-notify': mailOutboxNotify,
  '20261126T010000-listing-variant': listingVariant,
  '20261126T020000-revision-marks': revisionMarks,
  '20261126T030000-order-handover': orderHandover,
  '20261126T040000-photo-check': photoCheck,
  '20261126T050000-instruction-pins': instructionPins,
  '20261126T060000-order-references': orderReferences,
  '20261126T070000-turnaround': turnaround,
  '20261126T080000-catalogue-notify': catalogueNotify,
  '20261126T090000-scale-indexes': scaleIndexes,
  '20261126T091000-order-figures': orderFigures,
  '20261126T100000-history-payment': historyPayment,
  '20261127T100000-order-events': orderEvents,
  '20261128T100000-job-runs': jobRuns,
  '20261128T110000-discount-hold-network': discountHoldNetwork,
  '20261128T120000-user-search': userSearch,
  '20261128T130000-order-contact-emails': orderContactEmails,
  '20261128T140000-order-deletions': orderDeletions,
  '20261129T100000-side-effects-in-typescript': sideEffectsInTypescript,
  '20261129T110000-discount-holds': discountHolds,
  '20261129T120000-revision-pins': revisionPins,
  '20261129T130000-frame-capture': frameCapture,
  '20261129T140000-bracket-sets': bracketSets,
  '20261129T150000-blend-surcharge': blendSurcharge,
  '20261130T100000-listing-look': listingLook,
  '20261130T110000-style-and-designers': styleAndDesigners,
  '20261201T100000-credits-and-refunds': creditsAndRefunds,
  '20261201T110000-guarantee-claims': guaranteeClaims,
  '20261201T120000-sla-alerts': slaAlerts,
  '20261202T100000-invoices-and-shares': invoicesAndShares,
  '20261202T110000-three-currencies': threeCurrencies,
  '20261202T120000-credit-packs': creditPacks,
  '20261202T130000-teams': teams,
  '20261203T100000-api-keys': apiKeys,
  '20261203T110000-webhooks-and-idempotency': webhooksAndIdempotency,
};
