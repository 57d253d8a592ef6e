/** A parsed jsonb value (the generated schema's jsonb columns read as this). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
