/**
 * The page's dialogs of the daily boards: the name a player's results go under (a field of the
 * page, so a phone's keyboard, autofill and a screen reader work on it as on any form), refused
 * in the dialog with the reason; and a board around the player's row, a table of plain text (a
 * name is set as text, never read as markup). The Settings' Progress group offers the name too.
 */
import { type BoardNames, type BoardView, rowsAround } from '../../play/scores.ts';
import { NAME_MAX, type NameProblem, nameProblem } from '../../play/scoreEntry.ts';
import { T } from '../../text/index.ts';
import { formatTime } from '../../text/time.ts';
import { FIELD_STYLE, askText, button, openDialog, paragraph, row } from '../kit/dom.ts';
import { PANEL_LOOK, cssColour } from '../kit/theme.ts';
import type { Control } from './controls.ts';

/** A name refused, in the player's words. */
export function nameWords(p: NameProblem): string {
  switch (p.kind) {
    case 'not-text':
    case 'empty': return T.nameEmpty;
    case 'long': return T.nameTooLong(p.length, NAME_MAX);
    case 'unprintable': return T.nameUnprintable;
  }
}

function nameField(current: string | null): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.name = 'nickname';
  input.setAttribute('autocomplete', 'nickname');
  input.spellcheck = false;
  input.enterKeyHint = 'done';
  // Room for a name of 20 characters outside the Basic Multilingual Plane (two code units each):
  // a longer one is refused with its length, never cut short without a word.
  input.maxLength = NAME_MAX * 2;
  input.value = current ?? '';
  input.setAttribute('style', `${FIELD_STYLE}width:100%;text-align:center;`);
  return input;
}

/** Asks for the name results go under (`current` filled in); resolves with it as typed, or null when cancelled. */
export function askBoardName(current: string | null, ok: string): Promise<string | null> {
  const refusal = (text: string): string | null => {
    const p = nameProblem(text);
    return p === null ? null : nameWords(p);
  };
  return askText(T.boardNameTitle, () => nameField(current), { lead: T.boardNameLead, hint: T.boardNameHint(NAME_MAX), ok, refusal });
}

const CELL = 'padding:6px 8px;border-bottom:1px solid rgba(255,255,255,0.14);';

function cell(tag: 'td' | 'th', text: string, align: 'left' | 'right'): HTMLTableCellElement {
  const c = document.createElement(tag);
  c.textContent = text;
  c.setAttribute('style', `${CELL}text-align:${align};`);
  if (tag === 'th') c.setAttribute('scope', 'col');
  return c;
}

/** The board's rows: the top ones, a gap where the player's own lies further down, and the player's row marked. */
function boardTable(view: BoardView): HTMLTableElement {
  const table = document.createElement('table');
  table.setAttribute('style', 'width:100%;border-collapse:collapse;font-size:15px;margin:0 0 8px;font-variant-numeric:tabular-nums;');
  const c = T.boardColumns;
  const head = document.createElement('tr');
  head.append(cell('th', c.rank, 'right'), cell('th', c.name, 'left'), cell('th', c.moves, 'right'), cell('th', c.time, 'right'));
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  let last = 0;
  for (const e of rowsAround(view)) {
    if (e.rank > last + 1 && last > 0) {
      const gap = document.createElement('tr');
      const dots = cell('td', '…', 'left');
      dots.colSpan = 4;
      gap.append(dots);
      body.append(gap);
    }
    last = e.rank;
    const tr = document.createElement('tr');
    const name = cell('td', e.name, 'left');
    // A name in another script keeps its own direction, and never breaks the row's.
    name.dir = 'auto';
    name.style.overflowWrap = 'anywhere';
    tr.append(cell('td', String(e.rank), 'right'), name, cell('td', String(e.moves), 'right'), cell('td', formatTime(e.timeMs / 1000), 'right'));
    if (view.mine?.rank === e.rank) {
      tr.setAttribute('aria-current', 'true');
      tr.setAttribute('style', `background:${cssColour(PANEL_LOOK.border, 0.22)};font-weight:bold;`);
      const you = document.createElement('span');
      you.textContent = ` · ${T.boardYou}`;
      you.setAttribute('style', 'font-weight:normal;opacity:0.8;');
      name.append(you);
    }
    body.append(tr);
  }
  table.append(thead, body);
  return table;
}

/** Shows a board (or that it cannot be shown now); resolves when closed. */
export function showBoard(title: string, seen: { ok: true; view: BoardView } | { ok: false; reason: string }): Promise<void> {
  return new Promise((resolve) => {
    const parts = openDialog(title, () => { resolve(); });
    if (!parts) {
      resolve();
      return;
    }
    const close = button(T.close, true, () => {
      parts.close();
      resolve();
    });
    const shown = seen.ok ? [paragraph(T.boardPlayers(seen.view.of)), boardTable(seen.view)] : [paragraph(T.boardUnreachable)];
    parts.box.append(...shown, row(close));
    close.focus();
  });
}

/** The Settings' control of the name on the boards (none without a score server); `redraw` shows the panel again once it changed. */
export function boardNameControls(client: BoardNames | null, redraw: () => void): Control[] {
  if (!client) return [];
  const label = T.boardNameSetting(client.name);
  const action = (): void => {
    void askBoardName(client.name, T.boardNameKeep).then((name) => {
      if (name === null) return;
      client.setName(name);
      redraw();
    });
  };
  return [{ kind: 'action', id: 'board:name', label, spoken: T.buttonSpoken(label), action }];
}
