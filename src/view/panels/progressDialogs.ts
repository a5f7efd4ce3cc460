/**
 * The page's dialogs for the progress carried between devices: the code shown to copy (to the
 * clipboard where the browser allows it, else selected for the player to copy by hand) or to save
 * as a file, and a code or a file taken in, refused in the dialog with the reason.
 */
import { MAX_FILE_CHARS } from '../../engine/progress/codec.ts';
import { T } from '../../text/index.ts';
import { FIELD_STYLE, actions, askText, button, messageLine, openDialog, paragraph, row } from '../kit/dom.ts';

function codeField(): HTMLTextAreaElement {
  const area = document.createElement('textarea');
  area.spellcheck = false;
  area.rows = 4;
  area.setAttribute('style', `${FIELD_STYLE}width:100%;font-family:"Liberation Mono",monospace;word-break:break-all;resize:vertical;`);
  return area;
}

/**
 * Shows the progress code, selected whole when the field is focused: Copy puts it on the clipboard
 * (or selects it to copy by hand where that is not allowed), Save as a file downloads `file()`.
 */
export function showProgressCode(code: string, save: () => void): void {
  const parts = openDialog(T.progressActions.export, () => undefined);
  if (!parts) return;
  const area = codeField();
  area.setAttribute('aria-label', T.progressActions.export);
  area.readOnly = true;
  area.value = code;
  area.addEventListener('focus', () => { area.select(); });
  const said = messageLine();
  const byHand = () => {
    area.focus();
    area.select();
    said.textContent = T.copyByHand;
  };
  const copy = button(T.copy, true, () => {
    // Absent outside a secure page; refused in a frame that does not allow it.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) clipboard.writeText(code).then(() => { said.textContent = T.copied; }, byHand);
    else byHand();
  });
  parts.box.append(paragraph(T.progressCodeText), area, said, actions(button(T.close, false, parts.close), button(T.saveFile, false, save), copy));
  copy.focus();
}

/** Saves `text` as a download named `name`. */
export function saveProgressFile(text: string, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  a.click();
  // Late: the browser reads the blob after the click returns.
  setTimeout(() => { URL.revokeObjectURL(a.href); }, 60_000);
}

/** A button that opens the file picker; the file's text is given as if pasted. */
function filePicker(submit: (text: string) => void, say: (words: string) => void): HTMLElement[] {
  const picker = document.createElement('input');
  picker.type = 'file';
  picker.accept = '.json,application/json,text/plain';
  picker.hidden = true;
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = '';
    const notProgress = () => { say(T.progressRefusal({ kind: 'not-progress' })); };
    // A progress file is ASCII, a byte a character: one past the limit is refused unread.
    if (file && file.size > MAX_FILE_CHARS) say(T.progressRefusal({ kind: 'too-large' }));
    else void file?.text().then(submit, notProgress);
  });
  return [row(button(T.openFile, false, () => { picker.click(); })), picker];
}

/** The field a code is pasted in: Enter gives it, as in a one-line field (a code has no line breaks). */
function pasteField(): HTMLTextAreaElement {
  const area = codeField();
  area.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing) return;
    e.preventDefault();
    area.form?.requestSubmit();
  });
  return area;
}

/**
 * Asks for a progress code or file: pasted, typed, or opened with the file picker. `refusal` says
 * why a text would be refused (the dialog says it and stays open), or null; resolves with the text
 * to import, or null when cancelled.
 */
export function askProgressText(refusal: (text: string) => string | null): Promise<string | null> {
  return askText(T.progressActions.import, pasteField, { lead: T.progressImportText, ok: T.progressActions.import, refusal, more: filePicker });
}
