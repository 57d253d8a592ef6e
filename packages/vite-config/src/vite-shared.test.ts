import { languageChoicePage } from '@photoedit/ui/language-choice-page';
import { describe, expect, it } from 'vitest';
import { appDocumentPlugin, inLanguage, startScriptsAfterPaint } from './vite-shared';

const tagsOf = (document: Parameters<typeof appDocumentPlugin>[0]) =>
  appDocumentPlugin(document).transformIndexHtml.handler();

describe('appDocumentPlugin', () => {
  it('fills the shell with the charset first, the viewport, the icon, the title, the root and the entry script', () => {
    const tags = tagsOf({ title: 'PhotoEdit Studio' });
    expect(tags[0]).toEqual({ tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' });
    expect(tags).toContainEqual({ tag: 'title', children: 'PhotoEdit Studio', injectTo: 'head' });
    expect(tags).toContainEqual({ tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' });
    expect(tags).toContainEqual({
      tag: 'script',
      attrs: { type: 'module', src: '/src/main.tsx' },
      injectTo: 'body',
    });
  });

  it('keeps the staff apps out of search engines and describes the public app', () => {
    expect(tagsOf({ title: 'PhotoEdit Admin' })).toContainEqual(
      expect.objectContaining({ attrs: { name: 'robots', content: 'noindex' } }),
    );
    const publicTags = tagsOf({ title: 'PhotoEdit', description: 'Photo editing' });
    expect(publicTags).toContainEqual(
      expect.objectContaining({ attrs: { name: 'description', content: 'Photo editing' } }),
    );
    expect(publicTags).not.toContainEqual(
      expect.objectContaining({ attrs: { name: 'robots', content: 'noindex' } }),
    );
  });
});

describe('startScriptsAfterPaint', () => {
  const built = `<!doctype html>
<html lang="en">
  <head>
    <title>PhotoEdit</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

  it('takes the module script and its preloads out of the page and leaves the stylesheet', () => {
    const { html } = startScriptsAfterPaint(built);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('writes a script that preloads them and imports the entry once the page has painted', () => {
    const { starter } = startScriptsAfterPaint(built);
    expect(starter).toContain('["/assets/react-B2.js","/assets/router-C3.js"]');
    expect(starter).toContain('import("/assets/index-A1.js")');
    expect(starter).toContain("observe({ type: 'paint', buffered: true })");
  });

  it('refuses a page without a module script', () => {
    expect(() => startScriptsAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });
});

describe('inLanguage', () => {
  it('sets the page language, its title and its description, escaped', () => {
    const built =
      '<!doctype html>\n<html lang="en">\n<head><title>PhotoEdit</title><meta name="description" content="Photo editing"></head></html>';
    const polish = inLanguage(built, {
      lang: 'pl',
      title: 'Obróbka <zdjęć> — PhotoEdit',
      description: 'Obróbka "zdjęć" & więcej',
      languageName: 'Polski',
    });
    expect(polish).toContain('<html lang="pl">');
    expect(polish).toContain('<title>Obróbka &lt;zdjęć&gt; — PhotoEdit</title>');
    expect(polish).toContain('<meta name="description" content="Obróbka &quot;zdjęć&quot; &amp; więcej">');
    expect(polish).not.toContain('Photo editing');
  });
});

describe('languageChoicePage', () => {
  const links = [
    { lang: 'en', name: 'English' },
    { lang: 'pl', name: 'Polski' },
  ];

  it("runs the detection script first, and without script goes to the server's guess and links to both", () => {
    const page = languageChoicePage(
      { lang: 'pl', title: 'PhotoEdit' },
      links,
      '/assets/choose-language-X.js',
    );
    expect(page).toContain('<html lang="pl">');
    expect(page.indexOf('<script src="/assets/choose-language-X.js"></script>')).toBeLessThan(
      page.indexOf('<body>'),
    );
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="0; url=/pl"></noscript>');
    expect(page).toContain('<a href="/en" hreflang="en" lang="en">English</a>');
    expect(page).toContain('<a href="/pl" hreflang="pl" lang="pl">Polski</a>');
  });
});
