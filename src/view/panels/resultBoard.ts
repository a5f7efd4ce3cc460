/**
 * The Results' part of the daily boards: the line that says where the result stands (sending,
 * ranked, waiting to be sent, refused with the server's reason), the button's words, and what its
 * press opens (the name asked once, the board shown). ResultBoard (play/resultBoard.ts) decides.
 */
import { isGameId } from '../../engine/index.ts';
import type { BoardStanding, ResultBoard } from '../../play/resultBoard.ts';
import { T } from '../../text/index.ts';
import { gameName } from '../../text/games.ts';
import { askBoardName, showBoard } from './boardDialogs.ts';

/** What the Results say of the result's standing, or null for nothing yet. */
export function standingLine(s: BoardStanding): string | null {
  switch (s.kind) {
    case 'offered': return null;
    case 'sending': return T.boardSending;
    case 'ranked': return T.boardRanked(s.rank, s.of);
    case 'waiting': return T.boardWaiting;
    case 'refused': return T.boardRefused(s.reason);
  }
}

/** The board button's words, or null when it has nothing to do (refused, or being sent). */
export function boardButtonLabel(board: ResultBoard): string | null {
  switch (board.step) {
    case 'name':
    case 'post': return T.boardPost;
    case 'show': return T.boardShow;
    case 'send': return T.boardSendNow;
    default: return null;
  }
}

/** The deal the board is of, as its title says it. */
function dealWords(board: ResultBoard): string {
  const g = board.game;
  const name = isGameId(g.game) ? gameName(g.game) : g.game;
  return g.challenge ? `${T.challengeTitle(name, g.challenge.slot + 1)} · ${g.challenge.date}` : T.tableTitle(name, g.daily ?? null, null);
}

async function openBoard(board: ResultBoard): Promise<void> {
  await showBoard(T.boardTitle(dealWords(board)), await board.view());
}

/** The board button pressed: the name asked first when none is kept, the result posted, then its board shown. */
export function pressBoard(board: ResultBoard): void {
  const shownOnceRanked = (s: BoardStanding): Promise<void> | undefined => (s.kind === 'ranked' ? openBoard(board) : undefined);
  switch (board.step) {
    case 'name':
      void askBoardName(null, T.boardPost).then(async (name) => {
        if (name !== null) await shownOnceRanked(await board.post(name));
      });
      return;
    case 'post':
      void board.post().then(shownOnceRanked);
      return;
    case 'show':
      void openBoard(board);
      return;
    case 'send':
      void board.send();
      return;
    default:
  }
}
