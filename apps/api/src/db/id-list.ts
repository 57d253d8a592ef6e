// Queries over a list of ids (`WHERE x IN (...)`): `IN ()` is not valid SQL, and no ids means no rows, so the
// query is not sent at all for an empty list.

/** The rows `query` reads for `ids`, or none (without a round trip) when there are no ids. */
export const rowsForIds = <Row>(ids: readonly unknown[], query: () => Promise<Row[]>): Promise<Row[]> =>
  ids.length === 0 ? Promise.resolve([]) : query();
