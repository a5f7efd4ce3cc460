/**
 * What the player's gestures and keys mean on the table, without Phaser: the board's intents (a
 * tap, a card dropped on a legal pile, a card dropped elsewhere, a card picked up) and the
 * controls' commands go to the table controller; the keyboard walks a focus ring over the piles
 * and lifts a card with several places for the arrows to aim. It owns the focus and the lifted
 * card, and publishes what changed for the view to draw and the live region to say.
 */
import { type PileId, type State, legalMoves } from '../engine/index.ts';
import { Feed } from '../play/feed.ts';
import type { NoteAction } from '../play/advisor.ts';
import type { TableController, TableEvent } from '../play/table.ts';
import { placeOfPile } from '../play/targets.ts';
import { FOCUS_STOPS, KEY_ACTIONS, type KeyAction, type KeyActionName, directionOf, nextFocus } from './keyboard.ts';
import { type Lifted, liftFrom, liftKey, placesFor } from './lift.ts';

/** Where the keyboard's ring can stand: a pile, or the note beside the game's name while it offers an action. */
export type FocusStop = PileId | typeof FOCUS_STOPS.note;

/** The note beside the game's name while it offers an action: its words and what pressing it does. */
export interface NoteOffer {
  readonly text: string;
  readonly action: NoteAction;
}

/** What the board says the player did with the pointer. */
export type BoardIntent =
  | { readonly kind: 'tap'; readonly pile: PileId }
  /** A card dropped away from its own pile: on the legal place it came nearest, else over `onto` (null: no pile). */
  | { readonly kind: 'drop'; readonly from: PileId; readonly onto: PileId | null }
  /** A drag picked up the top card of `pile`. */
  | { readonly kind: 'lift'; readonly pile: PileId }
  /** A press on the table (a card the keyboard holds goes back first). */
  | { readonly kind: 'press' };

/** A control of the table (its bar's buttons and the keys that do the same). */
export type TableCommand = Extract<KeyActionName, 'undo' | 'redo' | 'hint' | 'finish' | 'draw' | 'newDeal' | 'menu' | 'options'> | 'sound';

export type InputEvent =
  /** The ring moved to `stop` (null: no ring); `state` is the position it describes, `note` the note's offer. */
  | { readonly kind: 'focus'; readonly stop: FocusStop | null; readonly state: State; readonly note: NoteOffer | null; readonly quiet: boolean }
  /** The keyboard lifted the card on `from`, aimed at `aim`, with `places` to choose from. */
  | { readonly kind: 'lifted'; readonly from: PileId; readonly places: readonly PileId[]; readonly aim: PileId; readonly state: State }
  /** The lifted card is aimed at another place. */
  | { readonly kind: 'aimed'; readonly at: PileId; readonly state: State }
  /** A digit named a pile the lifted card cannot go to. */
  | { readonly kind: 'notAPlace'; readonly from: PileId; readonly pile: PileId; readonly state: State }
  /** The lifted card is back on its pile (`spoken`: the player put it back). */
  | { readonly kind: 'putBack'; readonly from: PileId; readonly spoken: boolean; readonly state: State }
  /** Enter on a card that has nowhere to go. */
  | { readonly kind: 'nowhere'; readonly pile: PileId; readonly state: State }
  /** Enter on a foundation: what it holds. */
  | { readonly kind: 'describe'; readonly pile: PileId; readonly state: State }
  /** A drag picked up a card. */
  | { readonly kind: 'pickedUp'; readonly pile: PileId }
  /** The draw key on a game with no stock. */
  | { readonly kind: 'noStock' }
  /** A command for the scene: the table's More panel, the menu, the sound switch. */
  | { readonly kind: 'command'; readonly command: 'options' | 'menu' | 'sound' };

/** What the input needs from outside the controller. */
export interface InputPorts {
  /** Where each pile lies on the table now (its top-left corner), for the keyboard's rows. */
  readonly piles: () => readonly { readonly id: PileId; readonly x: number; readonly y: number }[];
}

export class TableInput {
  private readonly feed = new Feed<InputEvent>();
  private focused: FocusStop | null = null;
  /** The card the keyboard has lifted and is aiming (Enter on a card with several places). */
  private lifted: Lifted | null = null;
  private note: NoteOffer | null = null;

  constructor(
    private readonly table: TableController,
    private readonly ports: InputPorts,
  ) {}

  /** One event of the table controller, in the store's order: a move, undo, redo, restart or the end of the game puts a lifted card down. */
  hear(e: TableEvent): void {
    if (e.kind === 'played' || e.kind === 'shown' || e.kind === 'over') this.dropLift();
  }

  on(listener: (e: InputEvent) => void): () => void {
    return this.feed.on(listener);
  }

  /** Nothing to let go: the table's store stops telling the input when the table closes. */
  close(): void {
    this.lifted = null;
  }

  /** Where the keyboard's ring stands. */
  get focus(): FocusStop | null {
    return this.focused;
  }

  /** The pile whose card the keyboard has lifted, or null. */
  get liftedFrom(): PileId | null {
    return this.lifted?.from ?? null;
  }

  /** The lifted card's places. */
  get liftedPlaces(): readonly PileId[] {
    return this.lifted?.places.map((p) => p.target) ?? [];
  }

  private get state(): State {
    return this.table.state;
  }

  private hasPile(id: PileId): boolean {
    return this.ports.piles().some((p) => p.id === id);
  }

  /** What the board says the pointer did. A press anywhere first puts back a card the keyboard holds. */
  intent(i: BoardIntent): void {
    this.putBack(false);
    switch (i.kind) {
      case 'tap':
        this.table.tap(i.pile);
        return;
      case 'drop':
        this.table.drop(i.from, i.onto);
        return;
      case 'lift':
        this.feed.emit({ kind: 'pickedUp', pile: i.pile });
        return;
      case 'press':
        return;
    }
  }

  /** The note's offer changed (null: it offers nothing now); the ring on it goes back to the piles. */
  offerNote(offer: NoteOffer | null): void {
    this.note = offer;
    if (this.focused !== FOCUS_STOPS.note) return;
    if (offer) this.setFocus(FOCUS_STOPS.note, true);
    else this.setFocus(this.hasPile('t0') ? 't0' : null, true);
  }

  /**
   * The keyboard stops as the player sees them: rows top to bottom, each left to right; the note,
   * while it offers an action, a row of its own above the piles.
   */
  focusRows(): FocusStop[][] {
    const rows = new Map<number, { id: PileId; x: number }[]>();
    for (const spot of this.ports.piles()) {
      const y = Math.round(spot.y);
      const row = rows.get(y) ?? [];
      row.push({ id: spot.id, x: spot.x });
      rows.set(y, row);
    }
    const piles = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.sort((a, b) => a.x - b.x).map((p) => p.id));
    return this.note ? [[FOCUS_STOPS.note], ...piles] : piles;
  }

  /** A control of the table: the same whether from its bar or from a key. */
  command(c: TableCommand): void {
    this.putBack(false);
    const table = this.table;
    switch (c) {
      case 'undo':
        table.undo();
        return;
      case 'redo':
        table.redo();
        return;
      case 'hint':
        table.requestHint();
        return;
      case 'finish':
        table.finish();
        return;
      case 'draw':
        if (this.hasPile('s')) table.tap('s');
        else this.feed.emit({ kind: 'noStock' });
        return;
      case 'newDeal':
        table.newDeal();
        return;
      case 'options':
      case 'menu':
      case 'sound':
        this.feed.emit({ kind: 'command', command: c });
        return;
    }
  }

  /** What a key does on the table (input/keyboard.ts maps the keys). */
  key(a: KeyAction): void {
    if (this.lifted) {
      this.liftedKey(this.lifted, a);
      return;
    }
    switch (a.action) {
      case KEY_ACTIONS.focusPile:
        this.focusOn(this.hasPile(`t${a.pile}`) ? `t${a.pile}` : null);
        return;
      case KEY_ACTIONS.activate:
        this.activate();
        return;
      default: {
        const dir = directionOf(a.action);
        if (dir) this.focusOn(nextFocus(this.focusRows(), this.focused, dir, 't0') as FocusStop | null);
        else this.command(a.action as TableCommand);
      }
    }
  }

  private activate(): void {
    const id = this.focused;
    if (id === null) this.focusOn('t0');
    else if (id === FOCUS_STOPS.note) this.pressNote();
    else if (id.startsWith('f')) this.feed.emit({ kind: 'describe', pile: id, state: this.state });
    else this.pressPile(id);
  }

  /**
   * The note's action, played through the controller: undo to the last winnable position, or
   * Results. False when the note offers nothing.
   */
  pressNote(): boolean {
    const action = this.note?.action;
    if (!action) return false;
    if (action.kind === 'undoTo') this.table.undoTo(action.position);
    else this.table.concede();
    return true;
  }

  private focusOn(id: FocusStop | null): void {
    if (id === null || (id === FOCUS_STOPS.note && !this.note)) return;
    this.setFocus(id, false);
  }

  private setFocus(id: FocusStop | null, quiet: boolean): void {
    this.focused = id;
    this.feed.emit({ kind: 'focus', stop: id, state: this.state, note: this.note, quiet });
  }

  /**
   * Enter on a pile: the stock draws; a card with one place goes there at once (as a tap); a card
   * with more is lifted, aimed at the place a tap would choose, for the keys to choose another.
   */
  private pressPile(id: PileId): void {
    const table = this.table;
    if (table.over !== null || !placeOfPile(id)) {
      table.tap(id);
      return;
    }
    const state = this.state;
    const legal = legalMoves(state);
    const lifted = liftFrom(state, legal, id);
    if (!lifted) {
      if (placesFor(state, legal, id).length === 0 && table.canLift(id)) this.feed.emit({ kind: 'nowhere', pile: id, state });
      table.tap(id);
      return;
    }
    this.lifted = lifted;
    this.focused = lifted.aim;
    this.feed.emit({ kind: 'lifted', from: id, places: lifted.places.map((p) => p.target), aim: lifted.aim, state });
  }

  /** A key while a card is lifted (input/lift.ts says what it does). */
  private liftedKey(lifted: Lifted, a: KeyAction): void {
    const step = liftKey(lifted, this.focusRows(), a);
    switch (step.kind) {
      case 'aim':
        this.lifted = { ...lifted, aim: step.at };
        this.focused = step.at;
        this.feed.emit({ kind: 'aimed', at: step.at, state: this.state });
        return;
      case 'refuse':
        this.feed.emit({ kind: 'notAPlace', from: lifted.from, pile: step.pile, state: this.state });
        return;
      case 'drop':
        // The ring goes back to the pile the card left, as after a quick move.
        this.focused = lifted.from;
        if (!this.table.play([step.move])) this.putBack(true);
        return;
      case 'putBack':
        this.putBack(true);
        return;
      case 'putBackThen':
        this.putBack(false);
        this.key(a);
        return;
    }
  }

  /** The lifted card goes back on its pile, the ring with it; said when `spoken`. */
  putBack(spoken: boolean): void {
    const lifted = this.lifted;
    if (!lifted) return;
    this.lifted = null;
    this.focused = lifted.from;
    this.feed.emit({ kind: 'putBack', from: lifted.from, spoken, state: this.state });
  }

  /** Forgets the lifted card (a move, undo, redo, restart or the end of the game). */
  private dropLift(): void {
    if (!this.lifted) return;
    const from = this.lifted.from;
    this.lifted = null;
    this.feed.emit({ kind: 'putBack', from, spoken: false, state: this.state });
  }
}
