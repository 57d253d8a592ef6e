// Compiles styles.css with the Tailwind compiler and checks the tokens, the SPEC §9 rules and AA contrast.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const sourceDir = fileURLToPath(new URL('.', import.meta.url));
const stylesheet = readFileSync(join(sourceDir, 'styles.css'), 'utf8');
const tailwindIndex = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/index.css'), 'utf8');

/** Every class-like token used in the components, for Tailwind to generate. */
function candidates(): string[] {
  const tokens = new Set<string>();
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.'),
  );
  for (const file of files) {
    const source = readFileSync(join(sourceDir, file), 'utf8');
    // Like Tailwind's own scanner: any word may be a class; the ones that are not generate nothing.
    for (const token of source.split(/[\s'"`{}()<>,;]+/)) if (token) tokens.add(token);
  }
  return [...tokens];
}

async function build(): Promise<string> {
  const compiler = await compile(stylesheet, {
    base: '/',
    loadStylesheet: async (id, base) => {
      if (id !== 'tailwindcss') throw new Error(`unexpected stylesheet import ${id}`);
      return { path: 'tailwindcss/index.css', base, content: tailwindIndex };
    },
  });
  return compiler.build(candidates());
}

function themeColour(name: string): string {
  const match = stylesheet.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'));
  if (!match?.[1]) throw new Error(`no hex token --color-${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('styles.css', () => {
  it('compiles, and tells the app build to scan this package', async () => {
    expect(stylesheet).toMatch(/@source\s+["']\.\/["'];/);
    const css = await build();
    expect(css.length).toBeGreaterThan(1000);
  });

  it('defines the design tokens and generates the utilities the components use', async () => {
    const css = await build();
    for (const token of ['--color-brand-600', '--color-ink', '--color-ink-muted', '--radius-card']) {
      expect(css).toContain(`${token}:`);
    }
    for (const utility of [
      '.bg-brand-600',
      '.text-ink-muted',
      '.rounded-card',
      '.rounded-control',
      '.shadow-overlay',
      '.bg-control',
      '.bg-overlay',
      '.border-border-strong',
    ]) {
      expect(css).toContain(utility);
    }
  });

  it('contains the reduced-motion rule of SPEC §9', async () => {
    const css = await build();
    const block = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(block).toContain('animation-duration: 0.01ms !important');
    expect(block).toContain('animation-iteration-count: 1 !important');
    expect(block).toContain('transition-duration: 0.01ms !important');
    expect(block).toContain('scroll-behavior: auto !important');
  });

  it('keeps a visible focus ring on every focusable element', () => {
    expect(stylesheet).toMatch(/:focus-visible\s*{\s*outline: 2px solid var\(--color-focus\)/);
  });

  it.each([
    ['ink', 'white', 4.5],
    ['ink-muted', 'white', 4.5],
    ['ink-muted', 'surface', 4.5],
    ['ink-subtle', 'white', 4.5],
    ['brand-700', 'white', 4.5],
    ['brand-600', 'white', 4.5],
    ['error-600', 'white', 4.5],
    ['error-600', 'error-50', 4.5],
    ['success-600', 'white', 4.5],
    ['warning-600', 'white', 4.5],
    ['info-600', 'white', 4.5],
    ['control', 'white', 3],
    ['focus', 'white', 3],
  ])('%s on %s has a contrast of at least %s:1 (WCAG 2.2 AA)', (foreground, background, minimum) => {
    const bg = background === 'white' ? '#ffffff' : themeColour(background);
    expect(contrast(themeColour(foreground), bg)).toBeGreaterThanOrEqual(minimum);
  });
});
