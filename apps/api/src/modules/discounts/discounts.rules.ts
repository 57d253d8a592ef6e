// The rules of a discount code, as pure functions: when a code is usable and how much it takes off.
import type { Currency } from '@photoedit/contracts';

export interface DiscountCodeRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** percent: 1..100; fixed: minor units of `currency`. */
  value: number;
  currency: Currency | null;
  /** null: unlimited. */
  max_uses: number | null;
  uses: number;
  active: boolean;
  expires_at: Date | null;
}

/** The columns of a code that its rules read (`DiscountCodeRow`). */
export const codeColumns = [
  'id',
  'code',
  'kind',
  'value',
  'currency',
  'max_uses',
  'uses',
  'active',
  'expires_at',
] as const;

/** Uses left (`max_uses - uses`, never negative), or null when unlimited. */
export const remainingUses = (code: Pick<DiscountCodeRow, 'max_uses' | 'uses'>): number | null =>
  code.max_uses === null ? null : Math.max(0, code.max_uses - code.uses);

/** A code is usable when active, not expired, not used up and (fixed amounts) in the order's currency. */
export function isUsable(code: DiscountCodeRow, currency: Currency, now: Date): boolean {
  if (!code.active) return false;
  if (code.expires_at !== null && code.expires_at.getTime() <= now.getTime()) return false;
  const left = remainingUses(code);
  if (left !== null && left <= 0) return false;
  if (code.kind === 'fixed' && code.currency !== currency) return false;
  return true;
}

/**
 * The amount a code takes off a subtotal (minor units): a percentage rounded half up to the minor unit, or a
 * fixed amount; never more than the subtotal, so a total never goes below zero.
 */
export function discountAmount(code: Pick<DiscountCodeRow, 'kind' | 'value'>, subtotalMinor: number): number {
  if (subtotalMinor <= 0) return 0;
  const raw =
    code.kind === 'percent' ? Math.round((subtotalMinor * Math.min(code.value, 100)) / 100) : code.value;
  return Math.max(0, Math.min(raw, subtotalMinor));
}
