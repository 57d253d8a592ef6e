// The security headers of every answer (helmet's set: CSP, HSTS in production, frame and sniffing protection).
// They depend on the configuration only, so helmet runs once at start-up and each answer gets the headers it
// produced (@fastify/helmet rebuilt helmet's middleware, parsing the CSP, on every request).
// Answers under the data-only prefixes (tRPC: JSON and event streams, never a page) get the short set OWASP's REST
// guidance gives for API answers instead: helmet's document headers (opener and origin-agent isolation, the page
// CSP, legacy IE and Flash switches) mean nothing there, and were a tenth of a small tRPC answer's cost.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Stripe.js and its Payment Element (iframes, API calls), allowed only when Stripe is the provider. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export const contentSecurityPolicy = (production: boolean, stripe = false) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
    ...(stripe ? { frameSrc: stripeSources.frame } : {}),
    scriptSrcAttr: ["'none'"],
    // Inline styles: the toast library and some primitives set style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? stripeSources.connect : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only behind HTTPS: on http://*.localhost it would rewrite the apps' own requests to https.
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  },
});

/** The headers helmet sets for this configuration, read off one run of its middleware. */
function securityHeaders(options: { production: boolean; stripe: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(options.production, options.stripe),
    // HSTS only means something over HTTPS, i.e. in production behind TLS.
    strictTransportSecurity: options.production ? undefined : false,
    crossOriginEmbedderPolicy: false,
    // Same intent as CSP frame-ancestors 'none', for older browsers.
    xFrameOptions: { action: 'deny' },
  })({} as never, recorder, () => {});
  return headers;
}

/** The headers of an answer that is data, never a document: nothing may render, frame or sniff it. */
function dataAnswerHeaders(page: Record<string, string>): Record<string, string> {
  const hsts = page['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; stripe: boolean; dataOnlyPrefixes: readonly string[] },
) {
  const headers = securityHeaders(options);
  const dataHeaders = dataAnswerHeaders(headers);
  const isData = (url: string) => options.dataOnlyPrefixes.some((prefix) => url.startsWith(prefix));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isData(request.url) ? dataHeaders : headers);
    done();
  });
}
