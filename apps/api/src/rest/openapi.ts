// The REST API's OpenAPI 3.1 document, generated from the routes' zod schemas (fastify-type-provider-zod), and
// a browsable reference at /api/docs (Swagger UI, served from our own files). tRPC procedures are not in it:
// their contract is the typed AppRouter (docs/api.md).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { tagDescriptions } from './schemas';

export const apiDocsPath = '/api/docs';
export const openApiJsonPath = `${apiDocsPath}/json`;

/** Register before the REST routes' plugin: the document is built from the routes added after it loads. */
/** The REST API's version: raise it when a route changes incompatibly. */
export const restApiVersion = '1.0.0';

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * Every operation has an id (a route's own, else its method and path: `getApiV1OrdersByOrderNumber`) and says its
 * security: a route that declares none is public (`security: []`), so generated clients and linters read it right.
 */
function withOperationDefaults(
  transformed: Transformed,
  url: string,
  method: string | string[],
): Transformed {
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema) return transformed;
  const verb = ([method].flat()[0] ?? 'get').toLowerCase();
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? `By${capitalise(part.slice(1))}`
        : capitalise(
            part.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase()),
          ),
    );
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: schema.operationId ?? `${verb}${words.join('')}`,
      security: schema.security ?? [],
    },
  } as Transformed;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function registerApiDocs(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PhotoEdit REST API',
        version: restApiVersion,
        description:
          'The REST side of PhotoEdit: staff sign-in, media upload and delivery, Stripe webhooks and health. ' +
          'Every error answers `{ error: { code, message, messageKey, issues? } }`. Orders, users and the rest ' +
          'are tRPC procedures under /api/trpc (see docs/api.md).',
      },
      servers: [{ url: '/', description: 'This PhotoEdit server' }],
      tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          draftToken: { type: 'apiKey', in: 'header', name: 'X-Draft-Token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pe_…',
            description: 'An API key made in the client settings (REST v1).',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN of the deployment (operators only).',
          },
          signedAddress: {
            type: 'apiKey',
            in: 'query',
            name: 'sig',
            description: 'With `exp`: an address signed by the API.',
          },
        },
      },
    },
    transform: (route) => withOperationDefaults(jsonSchemaTransform(route), route.url, route.route.method),
    // Every REST route has a tag; tRPC's one catch-all route has none (its procedures are in docs/api.md).
    hideUntagged: true,
  });
  app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    staticCSP: true,
    // Swagger UI sets style attributes as it renders: allowed on these pages only, as a hash cannot cover them
    // (and a hash in the directive would make 'unsafe-inline' ignored). Scripts stay 'self' only.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
