// The public face of the discounts module: what other modules and the adapters may use (biome noRestrictedImports).
export { createAdminDiscount, listDiscounts, setDiscountActive } from './discounts.admin';
export { holdDiscountUse, releaseDiscountHold } from './discounts.holds';
export { discountCodeText, ensureDemoDiscountCode, findDiscountCode } from './discounts.queries';
export type { DiscountCodeRow } from './discounts.rules';
export { discountAmount, isUsable, remainingUses } from './discounts.rules';
export { createDiscountCode, redeemForOrder } from './discounts.service';
