// Signed media addresses expire: a thumbnail kept across a reload asks for a fresh address before it lapses.

/** Seconds-since-epoch `exp` of a signed media address, or undefined. */
export function signedUrlExpiry(url: string): number | undefined {
  const match = /[?&]exp=(\d+)/.exec(url);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** A signed address that lapses within a minute needs a fresh one. */
export function isSignedUrlStale(url: string, now = Date.now()): boolean {
  const exp = signedUrlExpiry(url);
  return exp !== undefined && exp * 1000 - 60_000 < now;
}
