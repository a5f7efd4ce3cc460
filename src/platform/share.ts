/**
 * The page's part in sharing a deal (play/share.ts decides the way): the host's link (a portal's
 * share API), the page's own address, the browser's share sheet and clipboard.
 */
import { type LinkMessage, type SentHow, type SharePorts, sendLink as send } from '../play/share.ts';
import type { HostBridge } from './host.ts';

let host: Pick<HostBridge, 'shareLink'> | null = null;

/** The links are asked of the host's bridge from now on (the page's own address serves when it makes none). */
export function shareThrough(bridge: Pick<HostBridge, 'shareLink'>): void {
  host = bridge;
}

function pagePorts(): SharePorts {
  const nav: Partial<Navigator> = navigator;
  return {
    hostLink: (params) => host?.shareLink(params) ?? Promise.resolve(null),
    href: location.href,
    can: (message) => ({
      shareSheet: typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(message)),
      clipboard: typeof nav.clipboard?.writeText === 'function',
    }),
    async shareSheet(message) {
      try {
        await navigator.share(message);
        return 'sent';
      } catch (e) {
        // The player closed the sheet: their answer, not a refusal to work around.
        if (e instanceof DOMException && e.name === 'AbortError') return 'closed';
        throw e;
      }
    },
    copy: (text) => navigator.clipboard.writeText(text),
  };
}

/** Sends the link to the deal of `params` on its way, `text` beside it where the way carries words. */
export function sendLink(params: Readonly<Record<string, string>>, text: string): Promise<{ how: SentHow; url: string }> {
  return send(params, { title: document.title, text } satisfies Omit<LinkMessage, 'url'>, pagePorts());
}
