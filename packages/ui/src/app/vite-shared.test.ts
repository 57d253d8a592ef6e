import { describe, expect, it } from 'vitest';
import { appDocumentPlugin } from './vite-shared';

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
