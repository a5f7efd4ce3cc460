/**
 * A shared deal's link sent on its way: the host's link (a portal's page) or else the page's own
 * address, through the system's share sheet where the browser has one that takes it, else the
 * clipboard. Says what happened, for the view to tell the player (or to show the link to copy by
 * hand when neither took it).
 */
import { type ShareRoute, pageLink, shareRoutes } from '../play/share.ts';
import type { HostBridge } from './host.ts';

/** How the link went: through the share sheet, onto the clipboard, nowhere (the player closed the sheet), or to be copied by hand. */
export type SentHow = 'shared' | 'copied' | 'cancelled' | 'by hand';

let host: Pick<HostBridge, 'shareLink'> | null = null;

/** The links are asked of the host's bridge from now on (the page's own address serves when it makes none). */
export function shareThrough(bridge: Pick<HostBridge, 'shareLink'>): void {
  host = bridge;
}

/** Sends the link to the deal of `params` on its way, `text` beside it where the way carries words. */
export async function sendLink(params: Readonly<Record<string, string>>, text: string): Promise<{ how: SentHow; url: string }> {
  const url = (await host?.shareLink(params)) ?? pageLink(location.href, params);
  const data = { title: document.title, text, url };
  const nav: Partial<Navigator> = navigator;
  const routes = shareRoutes({
    shareSheet: typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data)),
    clipboard: typeof nav.clipboard?.writeText === 'function',
  });
  for (const route of routes) {
    const how = await attempt(route, data);
    if (how !== null) return { how, url };
  }
  return { how: 'by hand', url };
}

/** One way tried: how it went, or null when it failed and the next way is tried. */
async function attempt(route: ShareRoute, data: ShareData & { url: string }): Promise<SentHow | null> {
  try {
    if (route === 'share-sheet') await navigator.share(data);
    else if (route === 'clipboard') await navigator.clipboard.writeText(data.url);
    return route === 'share-sheet' ? 'shared' : route === 'clipboard' ? 'copied' : 'by hand';
  } catch (e) {
    // The player closed the share sheet: that is their answer, not a failure to work around.
    return route === 'share-sheet' && e instanceof DOMException && e.name === 'AbortError' ? 'cancelled' : null;
  }
}
