/**
 * The turnaround paid for, as the order summaries show it: "Express (12 h): +$121.50", or the tier alone when it
 * costs nothing extra, so the summary's lines add up to the total.
 */
export function turnaroundLine(
  tier: string,
  amountMinor: number,
  money: (amountMinor: number) => string,
): string {
  if (amountMinor === 0) return tier;
  return `${tier}: ${amountMinor > 0 ? '+' : '−'}${money(Math.abs(amountMinor))}`;
}
