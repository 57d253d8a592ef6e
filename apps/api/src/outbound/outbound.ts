// Requests PhotoEdit makes to addresses its clients give (issue 36): images fetched for an API order, and webhook
// deliveries. In production only https, and never to a private, loopback, link-local or otherwise non-public
// address — checked on the address actually connected to (a DNS answer is checked when the socket connects, so a
// name that resolves to 10.0.0.1 or rebinds between checks is refused too), and again on every redirect.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher, request } from 'undici';

export interface OutboundPolicy {
  /** Private, loopback and link-local hosts are allowed (development and tests only; never in production). */
  allowPrivateAddresses: boolean;
  /** Plain http is allowed besides https (development and tests only). */
  allowHttp: boolean;
  /** `host:port`s exempt from the address rule (OUTBOUND_ALLOW_HOSTS): an operator's own image host. */
  allowHosts?: readonly string[];
}

export type OutboundFailure = 'refused' | 'tooLarge' | 'notImage' | 'status' | 'timeout' | 'unreachable';

/** Why an outbound request did not give an answer to use. */
export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const refusedCode = 'ERR_OUTBOUND_ADDRESS_REFUSED';

/** True for a public unicast address; an IPv4 address written as IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails when any address of the name is not public: what the socket connects to is checked. */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      const refusal: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
      refusal.code = refusedCode;
      return callback(refusal, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}

const agents = new Map<boolean, Agent>();
function agentFor(guarded: boolean): Agent {
  let agent = agents.get(guarded);
  if (!agent) {
    agent = new Agent({ connect: guarded ? { lookup: guardedLookup as never } : {}, connections: 16 });
    agents.set(guarded, agent);
  }
  return agent;
}

const isAllowedHost = (policy: OutboundPolicy, url: URL) =>
  policy.allowHosts?.includes(`${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`) ??
  false;

/** Refuses an address before connecting: the scheme, and a host written as an IP (which skips the lookup). */
export function checkAddress(policy: OutboundPolicy, address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError('refused', 'not an address');
  }
  const schemeAllowed = url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:');
  if (!schemeAllowed) throw new OutboundError('refused', `${url.protocol} is not allowed`);
  if (url.username || url.password) throw new OutboundError('refused', 'credentials in the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateAddresses && !isAllowedHost(policy, url)) {
    if (isIP(host) && !isPublicAddress(host)) throw new OutboundError('refused', 'a non-public address');
    if (host === 'localhost' || host.endsWith('.localhost')) throw new OutboundError('refused', 'localhost');
  }
  return url;
}

const causeCode = (error: unknown): string | undefined => {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === refusedCode) return refusedCode;
    if (current.code === 'UND_ERR_HEADERS_TIMEOUT' || current.code === 'UND_ERR_BODY_TIMEOUT')
      return 'timeout';
    if ((current as Error).name === 'TimeoutError' || (current as Error).name === 'AbortError')
      return 'timeout';
    current = current.cause as typeof current;
  }
  return undefined;
};

/** Our failure for a request's error: refused address, time out, or unreachable. */
export function outboundFailureOf(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const code = causeCode(error);
  if (code === refusedCode) return new OutboundError('refused', 'a non-public address');
  if (code === 'timeout') return new OutboundError('timeout', 'no answer in time');
  return new OutboundError('unreachable', (error as Error).message ?? 'unreachable');
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Redirects followed (each checked like the first address); 0 makes a redirect a failure. */
  maxRedirects: number;
}

/** Sends one request (following allowed redirects); the caller reads or discards the answer's body. */
export async function sendOutbound(
  policy: OutboundPolicy,
  address: string,
  options: OutboundRequest,
): Promise<Dispatcher.ResponseData> {
  let url = checkAddress(policy, address);
  const signal = AbortSignal.timeout(options.timeoutMs);
  for (let redirects = 0; ; redirects++) {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: options.method,
        headers: options.headers,
        body: options.body,
        dispatcher: agentFor(!policy.allowPrivateAddresses && !isAllowedHost(policy, url)),
        signal,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
    } catch (error) {
      throw outboundFailureOf(error);
    }
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') {
      return response;
    }
    response.body.resume();
    if (redirects >= options.maxRedirects) {
      throw new OutboundError('status', 'too many redirects', response.statusCode);
    }
    url = checkAddress(policy, new URL(location, url).toString());
  }
}

/** Content types an image may come with (the bytes are sniffed after): image/*, or a generic binary type. */
const imageLike = /^(image\/[a-z0-9.+-]+|application\/octet-stream|binary\/octet-stream)\s*(;|$)/i;

/**
 * GETs an image: a 200 answer of an image-like type whose body stays within `maxBytes` (declared or counted as it
 * arrives), as a stream the caller writes somewhere. Anything else is an OutboundError.
 */
export async function fetchImage(
  policy: OutboundPolicy,
  address: string,
  limits: { maxBytes: number; timeoutMs: number; maxRedirects: number },
): Promise<{ body: Readable; fileName: string }> {
  const response = await sendOutbound(policy, address, {
    method: 'GET',
    headers: { accept: 'image/jpeg, image/png, image/webp, image/*;q=0.8' },
    timeoutMs: limits.timeoutMs,
    maxRedirects: limits.maxRedirects,
  });
  const discard = (error: OutboundError) => {
    response.body.resume();
    return error;
  };
  if (response.statusCode !== 200) {
    throw discard(new OutboundError('status', `answered ${response.statusCode}`, response.statusCode));
  }
  const type = response.headers['content-type'];
  if (typeof type === 'string' && !imageLike.test(type)) {
    throw discard(new OutboundError('notImage', `answered ${type}`));
  }
  if (Number(response.headers['content-length']) > limits.maxBytes) {
    throw discard(new OutboundError('tooLarge', 'declared too large'));
  }
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limits.maxBytes) return callback(new OutboundError('tooLarge', 'too large'));
      callback(null, chunk);
    },
  });
  response.body.on('error', (error) => limited.destroy(outboundFailureOf(error)));
  const last = new URL(address).pathname.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {}
  name = name.slice(0, 200);
  return { body: response.body.pipe(limited), fileName: name || 'image' };
}
