// The console's amount inputs: what an admin types, to minor units, and back. (Display: @photoedit/i18n format.)

/** "29", "29.5", "29.50" or "29,50" → 2950; anything else (negative, 3 decimals, text) → null. */
export function parseMajorAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 2950 → "29.00" style text for an input (no grouping, dot decimal). */
export const minorToInput = (amountMinor: number) => (amountMinor / 100).toFixed(2);
