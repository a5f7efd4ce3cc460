/**
 * The few things drawn in the page rather than the canvas: a quiet toast, the screen reader's
 * live region, the canvas's accessible name, and small dialogs (a number, a yes/no, and the parts
 * others build theirs from) that work by touch, mouse and keyboard. Each creates its elements on
 * first use.
 */
import { framed } from '../../platform/framed.ts';
import { T } from '../../text/index.ts';
import { TITLE_FONT, UI_FONT } from './fonts.ts';
import { PANEL_LOOK, cssColour, theme } from './theme.ts';
import { type Rect, overlapArea } from '../../geometry.ts';
import { testLog } from '../../testLog.ts';

const LIVE_ID = 'suitcase-live';
const TOAST_ID = 'suitcase-toast';
const DIALOG_ID = 'suitcase-dialog';

const HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

function element(id: string, tag: string, style: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement(tag);
    el.id = id;
    el.setAttribute('style', style);
    document.body.appendChild(el);
  }
  return el;
}

/** The live region, visually hidden, that screen readers read out. */
export function liveRegion(): HTMLElement | null {
  const el = element(LIVE_ID, 'div', HIDDEN_STYLE);
  if (el && !el.hasAttribute('aria-live')) {
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('aria-atomic', 'true');
    el.setAttribute('role', 'status');
  }
  return el;
}

let announceSerial = 0;

const said = testLog<string>();

/** Says `text` through the live region (an identical phrase twice in a row is still read). */
export function announce(text: string): void {
  if (text === '') return;
  const el = liveRegion();
  if (!el) return;
  announceSerial++;
  said.add(text);
  // A trailing zero-width change makes a repeated phrase count as new text.
  el.textContent = announceSerial % 2 === 0 ? text : `${text}\u200b`;
}

/** The phrases the live region said on this page, oldest first (the test hook reads them). */
export const announcementLog = (): readonly string[] => said.entries();

/** The last phrase announced (tests read it through the hook). */
export function lastAnnouncement(): string {
  return (typeof document === 'undefined' ? '' : document.getElementById(LIVE_ID)?.textContent ?? '').replace(/\u200b/g, '');
}

let toastTimer: ReturnType<typeof setTimeout> | null = null;
const shown = testLog<string>();
/** Toasts sit this far from the foot of the screen, plus whatever a control bar there takes. */
const TOAST_BOTTOM = 18;
/** Room a toast keeps from a control, px. */
const TOAST_CLEAR = 4;
let toastFooter = 0;
/** The controls of the screen showing, and its words, client px: a toast never covers a control, and a word only where it must. */
let controlsShown: () => readonly Rect[] = () => [];
let wordsShown: () => readonly Rect[] = () => [];

/**
 * Keeps toasts above a control bar `px` tall at the foot of the screen (the watch bar), or at the
 * foot again with 0: a word said while the bar shows must not hide its buttons.
 */
export function setToastFooter(px: number): void {
  toastFooter = Math.max(0, px);
  const el = toastElement();
  if (el && el.style.opacity === '1') placeToast(el);
}

/** Tells the toasts where the screen's controls and words are (the page's composition sets it once). */
export function toastsAvoid(controls: () => readonly Rect[], words: () => readonly Rect[]): void {
  controlsShown = controls;
  wordsShown = words;
}

/** The toast showing looks for its place again (a screen came or went under it, or the page was resized). */
export function placeToastAgain(): void {
  const el = toastElement();
  if (el && el.style.opacity === '1') placeToast(el);
}

/** The toasts shown on this page, oldest first (the test hook reads them). */
export function toastLog(): readonly string[] {
  return shown.entries();
}

/** The toast showing now and where it stands, client px; null when none shows. */
export function toastShown(): { text: string; rect: Rect } | null {
  const el = toastElement();
  if (!el || el.style.opacity !== '1') return null;
  const r = el.getBoundingClientRect();
  return { text: el.textContent, rect: { x: r.x, y: r.y, width: r.width, height: r.height } };
}

const toastElement = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.getElementById(TOAST_ID));

/**
 * Puts the toast as near the foot of the screen as it may stand without covering a control; where
 * every place would cover one (a panel filling a small screen), it goes rather than hide one.
 */
function placeToast(el: HTMLElement): void {
  const h = el.offsetHeight;
  const w = el.offsetWidth;
  const x = (window.innerWidth - w) / 2;
  const grown = (c: Rect): Rect => ({ x: c.x - TOAST_CLEAR, y: c.y - TOAST_CLEAR, width: c.width + 2 * TOAST_CLEAR, height: c.height + 2 * TOAST_CLEAR });
  const controls = controlsShown().map(grown);
  const words = wordsShown();
  const clearOf = (bottom: number, of: readonly Rect[]): boolean => {
    const r = { x, y: window.innerHeight - bottom - h, width: w, height: h };
    return of.every((c) => overlapArea(c, r) === 0);
  };
  const from = TOAST_BOTTOM + toastFooter;
  const places = Array.from({ length: Math.max(0, Math.floor((window.innerHeight - h - from) / 8) + 1) }, (_, i) => from + 8 * i);
  // Clear of the words too where it can be; else clear of the controls at least.
  const bottom = places.find((b) => clearOf(b, controls) && clearOf(b, words)) ?? places.find((b) => clearOf(b, controls));
  if (bottom === undefined) hideToast();
  else el.style.bottom = `${bottom}px`;
}

/** A short, quiet message at the bottom of the screen, clear of its controls, gone after `ms`. */
export function toast(text: string, ms = 4000): void {
  const el = element(
    TOAST_ID,
    'div',
    'position:fixed;left:50%;bottom:18px;transform:translateX(-50%);max-width:90vw;padding:10px 16px;border-radius:10px;box-sizing:border-box;' +
      'background:rgba(0,0,0,0.78);color:#fff;font:15px "Liberation Sans",Arial,sans-serif;z-index:20;pointer-events:none;' +
      'transition:opacity .3s;opacity:0;text-align:center;',
  );
  if (!el) return;
  shown.add(text);
  el.setAttribute('role', 'status');
  el.textContent = text;
  el.style.transition = 'opacity .3s';
  el.style.opacity = '1';
  placeToast(el);
  if (toastTimer !== null) clearTimeout(toastTimer);
  toastTimer = setTimeout(hideToast, ms);
}

/** Fades the toast showing now, if any (a control bar takes its place at the foot of the screen); `now`: gone at once, no fade over what comes. */
export function hideToast(now = false): void {
  const el = toastElement();
  if (!el) return;
  el.style.transition = now ? 'none' : 'opacity .3s';
  el.style.opacity = '0';
}


/** Makes the canvas a keyboard stop with a name a screen reader can say. */
export function labelCanvas(canvas: HTMLCanvasElement): void {
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', T.canvasLabel);
  // The page's language is the words' language: screen readers pick their voice by it.
  document.documentElement.lang = T.locale;
  // No inline outline: index.html rings the canvas when the keyboard focuses it (:focus-visible).
  liveRegion();
}

/** True while a dialog is open: the game ignores keys and presses then. */
export function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.getElementById(DIALOG_ID) !== null;
}

/** True when a key press belongs to a form field or a dialog, not to the game. */
export function keyForPage(e: KeyboardEvent): boolean {
  if (dialogOpen()) return true;
  const t = e.target;
  return t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.tagName === 'BUTTON');
}

/** While the host pauses the game, the answers given to its dialogs wait here: their effects come on resume. */
let answersHeld = false;
const heldAnswers: (() => void)[] = [];

/** Holds the dialogs' answers (the host paused the game), or gives the held ones, in order (resumed). */
export function holdAnswers(hold: boolean): void {
  answersHeld = hold;
  if (!hold) for (const give of heldAnswers.splice(0)) give();
}

/** Gives a dialog's answer now, or on resume while the host pauses the game. */
function answer(give: () => void): void {
  if (answersHeld) heldAnswers.push(give);
  else give();
}

/** The dialogs wear the canvas's panels: their colours, typefaces, corners and touch-sized buttons. */
const LOOK = PANEL_LOOK;
const BUTTON_STYLE =
  `flex:1 1 auto;min-width:96px;min-height:${LOOK.button.height}px;padding:0 16px;border-radius:${LOOK.button.radius}px;` +
  `font:bold ${LOOK.button.text}px ${UI_FONT};cursor:pointer;touch-action:manipulation;`;
/** A field to type or paste in, dark on the panel as the canvas's controls are; 16 px so a phone does not zoom in on it. */
export const FIELD_STYLE =
  `box-sizing:border-box;min-height:44px;padding:8px 10px;border-radius:${LOOK.button.radius}px;border:1.5px solid rgba(255,255,255,${LOOK.button.plainBorderAlpha});` +
  `background:rgba(0,0,0,0.28);color:#fff;font:16px ${UI_FONT};`;

export interface DialogParts {
  readonly box: HTMLElement;
  readonly close: () => void;
}

/**
 * A modal dialog with `title`, or null while another is open: Escape cancels it (`onCancel`), Tab
 * stays within it, and closing it gives the focus back to where it was.
 */
export function openDialog(title: string, onCancel: () => void): DialogParts | null {
  if (typeof document === 'undefined' || dialogOpen()) return null;
  const back = document.createElement('div');
  back.id = DIALOG_ID;
  // A dialog may be pinched (a player who needs it zooms it) but never swiped: a swipe handed to
  // the browser would take a portal's page back in its history. In a portal's frame not even
  // pinched: that would zoom the portal's page, which the game can neither see nor undo.
  const gestures = framed() ? 'none' : 'pinch-zoom';
  back.setAttribute('style', `position:fixed;inset:0;background:rgba(0,0,0,0.5);display:flex;align-items:center;justify-content:center;z-index:30;touch-action:${gestures};overscroll-behavior:none;`);
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', title);
  box.setAttribute(
    'style',
    `background:${cssColour(theme().panel, LOOK.fillAlpha)};color:${LOOK.text};border:${LOOK.borderWidth}px solid ${cssColour(LOOK.border, LOOK.borderAlpha)};` +
      `border-radius:${LOOK.radius}px;padding:16px;width:min(420px,calc(100vw - 16px));max-height:calc(100% - 16px);overflow:auto;box-sizing:border-box;` +
      `font:16px/1.4 ${UI_FONT};text-align:center;user-select:text;`,
  );
  const h = document.createElement('div');
  h.textContent = title;
  h.setAttribute('style', `font:bold 24px/1.2 ${TITLE_FONT};color:${LOOK.title};margin:0 0 12px;overflow-wrap:anywhere;`);
  box.appendChild(h);
  back.appendChild(box);
  const focusBefore = document.activeElement;
  const close = () => {
    back.remove();
    if (focusBefore instanceof HTMLElement) focusBefore.focus();
  };
  back.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      close();
      onCancel();
    } else if (e.key === 'Tab') keepFocusIn(box, e);
  });
  back.addEventListener('keyup', (e) => { e.stopPropagation(); });
  // A tap on the shade outside the dialog cancels it, as Escape does (not a press that began inside it).
  let downOnShade = false;
  back.addEventListener('pointerdown', (e) => { downOnShade = e.target === back; });
  back.addEventListener('click', (e) => {
    if (e.target !== back || !downOnShade) return;
    close();
    onCancel();
  });
  document.body.appendChild(back);
  return { box, close };
}

/** Tab past the last control of `box` comes round to its first, Shift+Tab the other way. */
function keepFocusIn(box: HTMLElement, e: KeyboardEvent): void {
  const stops = [...box.querySelectorAll<HTMLElement>('button,input,textarea')].filter((el) => !el.hidden);
  const [first, last] = [stops[0], stops.at(-1)];
  if (!first || !last) return;
  const to = e.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (to === null) return;
  e.preventDefault();
  to.focus();
}

/** A dialog's button, the primary one gold. */
export function button(label: string, primary: boolean, action: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  const look = LOOK.button;
  b.setAttribute(
    'style',
    BUTTON_STYLE +
      (primary
        ? `background:${cssColour(look.primary)};color:${look.primaryText};border:0;`
        : `background:rgba(255,255,255,${look.plainAlpha});color:#fff;border:1.5px solid rgba(255,255,255,${look.plainBorderAlpha});`),
  );
  b.addEventListener('click', action);
  return b;
}

/** A paragraph of a dialog. */
export function paragraph(text: string): HTMLElement {
  const p = document.createElement('p');
  p.textContent = text;
  p.setAttribute('style', 'margin:0 0 12px;');
  return p;
}

/** A dialog's line of news (a refusal, "Copied"), read out as it changes. */
export function messageLine(text = ''): HTMLElement {
  const m = document.createElement('div');
  m.setAttribute('style', 'min-height:1.4em;margin:8px 0;color:#ffd27a;font-size:14px;');
  m.setAttribute('aria-live', 'assertive');
  m.textContent = text;
  return m;
}

/** A row of a dialog's buttons. */
export function row(...items: HTMLElement[]): HTMLElement {
  const r = document.createElement('div');
  // The buttons share the row and wrap where a narrow screen has no room for them side by side.
  r.setAttribute('style', 'display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:8px;');
  r.append(...items);
  return r;
}

/** A dialog's closing buttons: kept in sight at the foot of a dialog taller than the screen, which scrolls above them. */
export function actions(...items: HTMLElement[]): HTMLElement {
  const r = row(...items);
  r.style.position = 'sticky';
  r.style.bottom = '-16px';
  r.style.margin = '8px -16px -16px';
  r.style.padding = '8px 16px 16px';
  r.style.background = cssColour(theme().panel, 1);
  return r;
}

/** What a dialog asking for a text says and checks. */
export interface TextAsk {
  /** Above the field. */
  readonly lead?: string;
  /** Under the field at first. */
  readonly hint?: string;
  /** The button that gives the text. */
  readonly ok: string;
  /** Why a text is refused (said in the dialog, which stays open), or null to take it. */
  readonly refusal: (text: string) => string | null;
  /** Controls above the buttons, given how to put a text in and give it (a file opened) and how to say something. */
  readonly more?: (submit: (text: string) => void, say: (words: string) => void) => HTMLElement[];
}

/** Asks for a text in the field `make` makes; resolves with the text taken, or null when cancelled. */
export function askText(title: string, make: () => HTMLInputElement | HTMLTextAreaElement, ask: TextAsk): Promise<string | null> {
  return new Promise((resolve) => {
    const give = (text: string | null) => { answer(() => { resolve(text); }); };
    const parts = openDialog(title, () => { give(null); });
    if (!parts) {
      resolve(null);
      return;
    }
    const form = document.createElement('form');
    const field = make();
    field.setAttribute('aria-label', title);
    const message = messageLine(ask.hint);
    const say = (words: string) => { message.textContent = words; };
    const submit = (text: string) => {
      field.value = text;
      const why = ask.refusal(text);
      if (why !== null) {
        say(why);
        field.focus();
        return;
      }
      parts.close();
      give(text);
    };
    const ok = button(ask.ok, true, () => undefined);
    ok.type = 'submit';
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submit(field.value);
    });
    const cancel = button(T.cancel, false, () => {
      parts.close();
      give(null);
    });
    form.append(...(ask.lead === undefined ? [] : [paragraph(ask.lead)]), field, message, ...(ask.more?.(submit, say) ?? []), actions(cancel, ok));
    parts.box.appendChild(form);
    field.focus();
  });
}

/**
 * Asks for a whole number from 1 to `max`; resolves with it, or null when cancelled. A number out
 * of range is refused in the dialog with a message, not silently clamped.
 */
export function askNumber(title: string, max: number, hint = ''): Promise<number | null> {
  const numberOf = (text: string): number | null => {
    const n = Number(text.trim());
    return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= 1 && n <= max ? n : null;
  };
  const field = () => {
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'off';
    input.setAttribute('style', `${FIELD_STYLE}font-size:20px;width:12ch;text-align:center;`);
    return input;
  };
  const refusal = (text: string) => (numberOf(text) === null ? T.dealNumberRange(max) : null);
  return askText(title, field, { hint, ok: T.dealButton, refusal }).then((text) => (text === null ? null : numberOf(text)));
}

/** Asks yes or no; resolves true for yes. */
export function askConfirm(title: string, text: string, yes: string, no: string = T.cancel): Promise<boolean> {
  return new Promise((resolve) => {
    const parts = openDialog(title, () => { answer(() => { resolve(false); }); });
    if (!parts) {
      resolve(false);
      return;
    }
    const noButton = button(no, false, () => {
      parts.close();
      answer(() => { resolve(false); });
    });
    parts.box.append(paragraph(text), actions(noButton, button(yes, true, () => {
      parts.close();
      answer(() => { resolve(true); });
    })));
    noButton.focus();
  });
}

/** Shows `text` to copy by hand (a link no share sheet or clipboard took), selected at once; resolves when closed. */
export function showToCopy(title: string, text: string): Promise<void> {
  return new Promise((resolve) => {
    const parts = openDialog(title, () => { resolve(); });
    if (!parts) {
      resolve();
      return;
    }
    const field = document.createElement('input');
    field.type = 'text';
    field.readOnly = true;
    field.value = text;
    field.setAttribute('aria-label', title);
    field.setAttribute('style', `${FIELD_STYLE}width:100%;margin-bottom:8px;`);
    field.addEventListener('focus', () => { field.select(); });
    const close = button(T.close, true, () => {
      parts.close();
      resolve();
    });
    parts.box.append(field, actions(close));
    field.focus();
    field.select();
  });
}
