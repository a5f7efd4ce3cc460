/**
 * Build side (vite.config.ts): the page's script is a classic deferred script (the bundle built as
 * one IIFE), not a module script. A module script is fetched as a CORS request, and a frame
 * sandboxed without `allow-same-origin` (origin `null`) is refused it: the page stayed blank there.
 * A classic script is fetched without CORS and runs wherever the page does; the browser still
 * compiles it while it downloads. Assets the script names (the sound, the solver's worker) are
 * found from the page's address (`document.baseURI`), which holds in every format.
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin, UserConfig } from 'vite';

type RenderBuiltUrl = NonNullable<NonNullable<UserConfig['experimental']>['renderBuiltUrl']>;

/** Asset URLs in the page's script, relative to the page (index.html sits at the top of dist/). */
export const builtUrlFromPage: RenderBuiltUrl = (filename, { hostType, ssr }) => {
  if (hostType !== 'js' || ssr) return { relative: true };
  return { runtime: `new URL(${JSON.stringify(filename)}, document.baseURI).href` };
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Builds the page's entry as an IIFE and loads it with `<script defer>`. */
export function classicEntry(): Plugin {
  return {
    name: 'suitcase-classic-entry',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    config: () => ({ build: { rolldownOptions: { output: { format: 'iife' } } } }),
    enforce: 'post',
    // An IIFE has no import.meta: what is left of it after Vite's own rewriting (the worker's
    // `new URL(..., import.meta.url)`) is resolved against the page, as the assets are.
    transform(code) {
      return code.includes('import.meta.url') ? { code: code.replaceAll('import.meta.url', 'document.baseURI'), map: null } : null;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      let page = html.source;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        if (item.imports.length > 0) this.error(`${item.fileName} imports other chunks: it cannot be a classic script`);
        const tag = new RegExp(`<script type="module" crossorigin src="((?:\\./)?${escape(item.fileName)})"></script>`);
        page = page.replace(tag, (_m, src: string) => `<script defer src="${src}"></script>`);
      }
      if (page.includes('type="module"')) this.error('index.html still loads a module script');
      html.source = page;
    },
  };
}
