// What an admin types in the console's number inputs, as the numbers the contracts validate. Text that is not
// a number becomes NaN, which the contract schema refuses with its own message (a zod number never takes NaN).

/** "12" → 12; "", "1.5", "-3", "abc" → NaN. */
export const wholeNumber = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN);
