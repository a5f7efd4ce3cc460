/**
 * The settings' Progress group: export the progress (a code to copy, or a file), import one. What is
 * imported is merged with the progress stored now (play/playerRecords.ts); the player is told what
 * it added, and the panel redraws in the settings it brought.
 */
import type { PlayerRecords } from '../../play/playerRecords.ts';
import { T } from '../../text/index.ts';
import type { Control } from './controls.ts';
import { toast } from '../kit/dom.ts';
import { askProgressText, saveProgressFile, showProgressCode } from './progressDialogs.ts';

export const PROGRESS_FILE_NAME = 'suitcase-progress.json';

/** Asks for a code or a file and merges it; `redraw` shows the panel again once it is in. */
function importAsked(redraw: () => void, records: PlayerRecords): void {
  const refusalWords = (text: string): string | null => {
    const r = records.checkImport(text);
    return r === null ? null : T.progressRefusal(r);
  };
  void askProgressText(refusalWords).then((text) => {
    if (text === null) return;
    const r = records.importProgress(text);
    if (!r.ok) {
      toast(T.progressRefusal(r.refusal));
      return;
    }
    const { games, wins, badges, stars } = r.gains;
    toast(T.progressImported(games, wins, badges, stars));
    redraw();
  });
}

export function progressControls(redraw: () => void, records: PlayerRecords): Control[] {
  const action = (id: 'export' | 'import', act: () => void): Control => {
    const label = T.progressActions[id];
    return { kind: 'action', id: `progress:${id}`, label, spoken: T.buttonSpoken(label), action: act };
  };
  return [
    action('export', () => { showProgressCode(records.exportCode(), () => { saveProgressFile(records.exportFile(), PROGRESS_FILE_NAME); }); }),
    action('import', () => { importAsked(redraw, records); }),
  ];
}
