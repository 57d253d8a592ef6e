import { describe, expect, it } from 'vitest';
import { webAppConfig } from './index';

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
});
