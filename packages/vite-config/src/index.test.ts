import { describe, expect, it } from 'vitest';
import { homeRedirectPlugin, webAppConfig } from './index';

const names = (plugins: unknown[]) =>
  plugins.flat(Number.POSITIVE_INFINITY).map((plugin) => (plugin as { name: string }).name);

describe('webAppConfig', () => {
  const staff = webAppConfig({
    assetsDir: 'admin-assets',
    port: 5175,
    document: { title: 'PhotoEdit Admin' },
    firstTexts: ['common', 'admin'],
  });

  it('gives every app the router, React, Tailwind, precompression and its served page, in that order', () => {
    const pluginNames = names(staff.plugins);
    const order = [
      'tanstack',
      'vite:react',
      '@tailwindcss/vite',
      'photoedit-precompress',
      'photoedit-app-document',
    ];
    const positions = order.map((prefix) => pluginNames.findIndex((name) => name.startsWith(prefix)));
    expect(
      positions.every((position) => position >= 0),
      pluginNames.join(),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(pluginNames.at(-1)).toBe('photoedit-app-document');
  });

  it("puts an app's own plugins before its served page, and keeps its assets folder and port", () => {
    const own = { name: 'own-plugin' };
    const client = webAppConfig({
      assetsDir: 'assets',
      port: 5173,
      document: { title: 'PhotoEdit', description: 'Photo editing' },
      firstTexts: ['common'],
      plugins: [own],
    });
    expect(names(client.plugins).slice(-2)).toEqual(['own-plugin', 'photoedit-app-document']);
    expect(client.build.assetsDir).toBe('assets');
    expect(client.server.port).toBe(5173);
    expect(staff.build.assetsDir).toBe('admin-assets');
    expect(staff.server.port).toBe(5175);
  });

  it("sends a staff app's dev server from / (the address Vite prints) to the app's first page", () => {
    const designer = webAppConfig({
      assetsDir: 'designer-assets',
      port: 5174,
      document: { title: 'PhotoEdit Designer' },
      firstTexts: ['common'],
      homePath: '/staff/designer',
    });
    expect(names(designer.plugins)[0]).toBe('photoedit-home-redirect');
    expect(names(staff.plugins)).not.toContain('photoedit-home-redirect');
    const handlers: ((req: { url: string }, res: unknown, next: () => void) => void)[] = [];
    const plugin = homeRedirectPlugin('/staff/designer');
    (plugin.configureServer as (server: unknown) => void)({
      middlewares: { use: (h: never) => handlers.push(h) },
    });
    const answer = { statusCode: 200, headers: {} as Record<string, string>, ended: false };
    const response = {
      set statusCode(code: number) {
        answer.statusCode = code;
      },
      setHeader: (name: string, value: string) => {
        answer.headers[name] = value;
      },
      end: () => {
        answer.ended = true;
      },
    };
    let passed = 0;
    handlers[0]?.({ url: '/' }, response, () => passed++);
    expect(answer).toMatchObject({ statusCode: 302, headers: { location: '/staff/designer' }, ended: true });
    handlers[0]?.({ url: '/staff/designer/orders' }, response, () => passed++);
    expect(passed).toBe(1);
  });
});
