/**
 * The value of a JSON text, or undefined when the text is not JSON. JSON has no `undefined`, so the answer cannot be
 * mistaken for a parsed value; callers validate the shape themselves (a zod schema, a type guard).
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
