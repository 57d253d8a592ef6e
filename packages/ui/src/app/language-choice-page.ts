// The page the API sends for `/` on the client's host (ADR 009): the server cannot read the language remembered in
// local storage, so the page itself runs SPEC §4's detection and goes on to `/{lang}`. Without script it goes to the
// language the server read from Accept-Language (its `<html lang>`), and links to both.

/** What the page in one language says: its language, title and the name of each language in itself. */
export interface LanguageChoiceText {
  lang: string;
  title: string;
}

export interface LanguageChoiceLink {
  lang: string;
  /** The language's name in that language ("English", "Polski"). */
  name: string;
}

/** Text made safe inside HTML, as element content or a double-quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page for visitors whose server-side guess is `text.lang`; `script` is the detection script's address. */
export function languageChoicePage(
  text: LanguageChoiceText,
  links: readonly LanguageChoiceLink[],
  script: string,
): string {
  const items = links
    .map(
      ({ lang, name }) =>
        `<li><a href="/${lang}" hreflang="${lang}" lang="${lang}">${escapeHtml(name)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${text.lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<title>${escapeHtml(text.title)}</title>
<script src="${script}"></script>
<noscript><meta http-equiv="refresh" content="0; url=/${text.lang}"></noscript>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<main><h1>${escapeHtml(text.title)}</h1><ul>${items}</ul></main>
</body>
</html>
`;
}

/**
 * The detection script built on its own as one classic script (no module graph, nothing shared with the app),
 * minified: `entry` is resolved from `root` as the app's code is.
 */
export async function buildStandaloneScript(root: string, entry: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    root,
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      // Runs inside the app's build: its output folder is not this build's to empty.
      emptyOutDir: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'photoeditChooseLanguage' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`Building ${entry} gave no script`);
}
