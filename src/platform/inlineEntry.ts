/**
 * Build side (vite.config.ts): the page's script is put inside index.html instead of beside it.
 * A module script fetched from the server is a CORS request, and a frame sandboxed without
 * `allow-same-origin` (origin `null`) is refused it: the page stayed blank there. Inlined, it
 * runs wherever the page does. Assets the script names (the sound, the solver's worker) are found
 * from the page's address (`document.baseURI`), as an inlined script has no file of its own.
 */
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin, UserConfig } from 'vite';

type RenderBuiltUrl = NonNullable<NonNullable<UserConfig['experimental']>['renderBuiltUrl']>;

/** Asset URLs in the page's script, relative to the page (index.html sits at the top of dist/). */
export const builtUrlFromPage: RenderBuiltUrl = (filename, { hostType, ssr }) => {
  if (hostType !== 'js' || ssr) return { relative: true };
  return { runtime: `new URL(${JSON.stringify(filename)}, document.baseURI).href` };
};

export function inlineEntry(): Plugin {
  return {
    name: 'suitcase-inline-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      let page = html.source;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        const chunk: OutputChunk = item;
        const tag = new RegExp(`<script type="module" crossorigin src="(?:\\./)?${chunk.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
        if (!tag.test(page)) continue;
        if (chunk.imports.length > 0) this.error(`${chunk.fileName} imports other chunks: it cannot be inlined`);
        // `</script` inside the code would end the element early.
        const code = chunk.code.replace(/<\/(script)/gi, '<\\/$1');
        page = page.replace(tag, () => `<script type="module">${code}</script>`);
        Reflect.deleteProperty(bundle, chunk.fileName);
      }
      html.source = page;
    },
  };
}
