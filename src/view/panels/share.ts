/**
 * A deal shared, as the player sees it: the link sent on its way (platform/share.ts), then a toast
 * that says how, or the link shown to copy by hand; the table's share; and a result to beat in words.
 */
import { type Beat, shareParams } from '../../play/share.ts';
import type { TableController } from '../../play/table.ts';
import { sendLink } from '../../platform/share.ts';
import { T } from '../../text/index.ts';
import { showToCopy, toast } from '../kit/dom.ts';
import { beatFigures } from '../../play/resultsShow.ts';

/** The line the table shows for a result to beat ("To beat: 95 moves, 4:12"); null for none. */
export const beatLine = (beat: Beat | null): string | null => (beat ? T.toBeat(beatFigures(beat)) : null);

let sharing = false;

/**
 * Shares the deal of the link parameters `params` (its title `title`, and the result to beat it
 * carries); a press while a share is under way does nothing.
 */
export async function shareDeal(params: Readonly<Record<string, string>>, title: string, beat: Beat | null): Promise<void> {
  if (sharing) return;
  sharing = true;
  try {
    const sent = await sendLink(params, T.shareText(title, beatLine(beat)));
    if (sent.how === 'shared') toast(T.shareDone);
    else if (sent.how === 'copied') toast(T.shareCopied);
    else if (sent.how === 'by hand') await showToCopy(T.shareDialogTitle, sent.url);
  } finally {
    sharing = false;
  }
}

/**
 * The table's share: a link to its deal carrying the result to beat it was dealt with (a win's own
 * result is the Results' to share); null for a deal no link can name (a deal file).
 */
export function tableShare(t: Pick<TableController, 'game' | 'session' | 'winnableNumber' | 'beat' | 'title'>): (() => void) | null {
  const link = shareParams({ game: t.game, number: t.session.number, winnable: t.winnableNumber, beat: t.beat });
  return link && (() => { void shareDeal(link, t.title, t.beat); });
}
