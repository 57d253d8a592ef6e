// Signed download addresses: the order views hand them to those who may download, so a plain link (or
// `<a download>`) works without headers. The signature covers the exact path, its `set` included.
import { signGrant, verifyGrant } from '../../../signed-address';

const grant = (path: string) => `download:${path}`;

export interface DownloadSigning {
  urlSecret: string;
  urlTtlSeconds: number;
}

export function signDownloadPath(settings: DownloadSigning, path: string, now: Date): string {
  const { exp, sig } = signGrant(settings.urlSecret, grant(path), now, settings.urlTtlSeconds);
  return `${path}${path.includes('?') ? '&' : '?'}exp=${exp}&sig=${sig}`;
}

export const verifyDownloadPath = (
  secret: string,
  path: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
) => verifyGrant(secret, grant(path), exp, sig, now);
