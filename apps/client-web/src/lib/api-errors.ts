/** True when the API answered NOT_FOUND (an unknown order, or another client's). */
export const isNotFound = (error: unknown) =>
  (error as { data?: { code?: unknown } } | null)?.data?.code === 'NOT_FOUND';
