// What `npm start` and `npm run dev` print once the product runs: where each app is. Under `npm run dev` (the API
// started by turbo beside the three Vite dev servers, WEB_DEV_SERVERS=true) the apps are Vite's, with hot reload.
import type { Config } from './config';

/** The Vite dev servers' ports (packages/vite-config, each app's vite.config.ts). */
export const viteDevPorts = { client: 5173, designer: 5174, admin: 5175 } as const;

export function startBanner(
  config: Pick<Config, 'port' | 'webDevServers' | 'payments'>,
  demoCode: string | undefined,
): string {
  const { port } = config;
  const apps = config.webDevServers
    ? [
        `  client    http://localhost:${viteDevPorts.client}`,
        `  designer  http://localhost:${viteDevPorts.designer}/staff/designer`,
        `  admin     http://localhost:${viteDevPorts.admin}/staff/admin`,
        `  (Vite dev servers with hot reload; the API on http://localhost:${port}/api)`,
      ]
    : [
        `  client    http://localhost:${port}`,
        `  designer  http://designer.localhost:${port}   (or http://localhost:${port}/staff/designer)`,
        `  admin     http://admin.localhost:${port}      (or http://localhost:${port}/staff/admin)`,
      ];
  return [
    '',
    'PhotoEdit is running:',
    ...apps,
    ...(demoCode ? [`  demo discount code: ${demoCode} (10 % off, development only)`] : []),
    ...(config.payments.provider === 'offline'
      ? ['  payments: offline TEST provider (no real charge; set STRIPE_* keys for Stripe)']
      : []),
    'Press Ctrl-C to stop.',
    '',
    '',
  ].join('\n');
}
