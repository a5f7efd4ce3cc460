/**
 * What a tap, a drop or a key means on the table, without Phaser: a tap on a pile plays its best
 * legal move (or shakes it), a drop plays the move to the pile under the card, and the keyboard
 * walks a focus ring over the piles and lifts a card with several places for the arrows to aim.
 * Only moves `legalMoves` lists are ever proposed; the table controller plays them.
 */
import { type Move, type State, apply, legalMoves, parseMove } from '../engine/index.ts';
import type { SoundKey } from '../audio/keys.ts';
import { SOUND } from '../audio/keys.ts';
import { describePile, liftSpoken, notAPlaceSpoken, nowhereSpoken, placeSpoken, putBackSpoken } from '../text/announce.ts';
import { T } from '../text/index.ts';
import { FOCUS_STOPS, KEY_ACTIONS, type KeyAction, directionOf, nextFocus } from './keys.ts';
import { type Lifted, liftFrom, liftKey, placesFor } from './lift.ts';
import { bestTapMove, chooseDrop, movesFrom, placeOfPile, targetOf } from './targets.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The note beside the game's name while it offers an action (undo to the last winnable position,
 * or Results): a keyboard stop, read out and pressed with Enter like a pile.
 */
export interface NoteOffer {
  /** What the note says. */
  readonly words: string;
  /** What Enter does there, as said to a screen reader. */
  readonly does: string;
  /** Where it is drawn (CSS px), for the focus ring. */
  readonly rect: () => Box;
  readonly press: () => void;
}

/** What the input needs of the cards on the table (view/board.ts has all of it). */
export interface InputBoard {
  readonly focus: string | null;
  setFocus(id: string | null, around?: (() => Box | null) | null): void;
  showLift(from: string | null, places?: readonly string[]): void;
  shake(pile: string): void;
  settle(): void;
  /** A refused drop: the card flies back, shaking, with the reason (null: no words) shown. */
  refuseDrop(reason: string | null): void;
  count(pile: string): number;
  pileRect(pile: string): Box | null;
}

/** What the input asks of the table controller (play/table.ts). */
export interface InputTable {
  readonly state: State;
  readonly over: string | null;
  play(moves: readonly Move[]): boolean;
  finish(): boolean;
  undo(): void;
  redo(): void;
  requestHint(): void;
  newDeal(): void;
}

export interface InputPorts {
  readonly board: () => InputBoard;
  readonly table: () => InputTable;
  /** Where each pile lies on the table now (its top-left corner), for the keyboard's rows. */
  readonly piles: () => readonly { readonly id: string; readonly x: number; readonly y: number }[];
  /** How near a dropped card must come to a pile: the card's width, CSS px. */
  readonly cardWidth: () => number;
  readonly say: (text: string) => void;
  readonly sound: (key: SoundKey) => void;
  /** The table's More panel and the way back to the menu: the scene's. */
  readonly openOptions: () => void;
  readonly toMenu: () => void;
}

export class TableInput {
  /** The card the keyboard has lifted and is aiming (Enter on a card with several places). */
  private lifted: Lifted | null = null;
  private note: NoteOffer | null = null;

  constructor(private readonly ports: InputPorts) {}

  private get board(): InputBoard {
    return this.ports.board();
  }

  private get table(): InputTable {
    return this.ports.table();
  }

  private hasPile(id: string): boolean {
    return this.ports.piles().some((p) => p.id === id);
  }

  /** The pile whose card the keyboard has lifted, or null. */
  get liftedFrom(): string | null {
    return this.lifted?.from ?? null;
  }

  /** The lifted card's places, to draw again after a relayout. */
  get liftedPlaces(): readonly string[] {
    return this.lifted?.places.map((p) => p.target) ?? [];
  }

  /** What a tap on a pile does: the stock draws, a card goes to its best legal pile or shakes. */
  activatePile(id: string): void {
    const table = this.table;
    if (table.over !== null) return;
    if (id === 's') {
      if (!table.play([{ kind: 'draw' }])) this.refuse(id);
      return;
    }
    if (!placeOfPile(id)) return;
    const move = bestTapMove(table.state, legalMoves(table.state), id);
    if (move) table.play([move]);
    else this.refuse(id);
  }

  private refuse(pile: string): void {
    this.ports.sound(SOUND.refused);
    this.board.shake(pile);
  }

  /** A card dragged from `from` let go at `rect`: the legal move to the pile it is nearest, or back home. */
  dropCard(from: string, rect: Box): void {
    const board = this.board;
    const moves = movesFrom(legalMoves(this.table.state), from);
    const targets = moves.flatMap((m) => {
      const r = board.pileRect(targetOf(m));
      return r ? [{ id: targetOf(m), rect: r }] : [];
    });
    const to = chooseDrop(rect, targets, this.ports.cardWidth() * 0.5);
    const move = to ? moves.find((m) => targetOf(m) === to) : undefined;
    if (move && this.table.play([move])) return;
    // Refused only when the card was put down somewhere else than home.
    const home = board.pileRect(from);
    if (!home || chooseDrop(rect, [{ id: from, rect: home }], 0) !== null) {
      board.settle();
      return;
    }
    this.ports.sound(SOUND.refused);
    const reason = this.refusalAt(from, rect);
    if (reason) this.ports.say(reason);
    board.refuseDrop(reason);
  }

  /** Why the engine will not take the card from `from` onto the pile it was dropped on, in words. */
  private refusalAt(from: string, rect: Box): string | null {
    const piles = this.ports.piles().flatMap((p) => {
      const r = p.id === from ? null : this.board.pileRect(p.id);
      return r ? [{ id: p.id, rect: r }] : [];
    });
    const over = chooseDrop(rect, piles, 0);
    const move = over ? parseMove(`${from}>${over}`) : null;
    const r = move ? apply(this.table.state, move) : null;
    return r && !r.ok ? T.dropRefused(T.refusal(r.refusal)) : null;
  }

  /**
   * The note's offer changed (null: it offers nothing now). The keyboard can reach it only while it
   * offers something; the ring, if on it, follows it or goes back to the piles.
   */
  offerNote(note: NoteOffer | null): void {
    this.note = note;
    const board = this.board;
    if (board.focus !== FOCUS_STOPS.note) return;
    if (note) board.setFocus(FOCUS_STOPS.note, note.rect);
    else board.setFocus(this.hasPile('t0') ? 't0' : null);
  }

  /**
   * The keyboard stops as the player sees them: rows top to bottom, each left to right; the note,
   * while it offers an action, a row of its own above the piles.
   */
  focusRows(): string[][] {
    const rows = new Map<number, { id: string; x: number }[]>();
    for (const spot of this.ports.piles()) {
      const y = Math.round(spot.y);
      const row = rows.get(y) ?? [];
      row.push({ id: spot.id, x: spot.x });
      rows.set(y, row);
    }
    const piles = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.sort((a, b) => a.x - b.x).map((p) => p.id));
    return this.note ? [[FOCUS_STOPS.note], ...piles] : piles;
  }

  /** What a key does on the table (input/keys.ts maps the keys). */
  keyCommand(a: KeyAction): void {
    if (this.lifted) {
      this.liftedKey(this.lifted, a);
      return;
    }
    const table = this.table;
    switch (a.action) {
      case KEY_ACTIONS.undo:
        table.undo();
        return;
      case KEY_ACTIONS.redo:
        table.redo();
        return;
      case KEY_ACTIONS.hint:
        table.requestHint();
        return;
      case KEY_ACTIONS.finish:
        if (!table.finish()) this.ports.say(T.nothingToFinish);
        return;
      case KEY_ACTIONS.options:
        this.ports.openOptions();
        return;
      case KEY_ACTIONS.draw:
        if (this.hasPile('s')) this.activatePile('s');
        else this.ports.say(T.noStock);
        return;
      case KEY_ACTIONS.newDeal:
        table.newDeal();
        return;
      case KEY_ACTIONS.menu:
        this.ports.toMenu();
        return;
      case KEY_ACTIONS.focusPile:
        this.focusPile(this.hasPile(`t${a.pile}`) ? `t${a.pile}` : null);
        return;
      case KEY_ACTIONS.activate: {
        const id = this.board.focus;
        if (id === null) this.focusPile('t0');
        else if (id === FOCUS_STOPS.note) this.note?.press();
        else if (id.startsWith('f')) this.ports.say(describePile(table.state, id));
        else this.pressPile(id);
        return;
      }
      default: {
        const dir = directionOf(a.action);
        if (dir) this.focusPile(nextFocus(this.focusRows(), this.board.focus, dir, 't0'));
      }
    }
  }

  private focusPile(id: string | null): void {
    if (id === null) return;
    if (id === FOCUS_STOPS.note) {
      const note = this.note;
      if (!note) return;
      this.board.setFocus(id, note.rect);
      this.ports.say(T.noteSpoken(note.words, note.does));
      return;
    }
    this.board.setFocus(id);
    this.ports.say(describePile(this.table.state, id));
  }

  /**
   * Enter on a pile: the stock draws; a card with one place goes there at once (as a tap); a card
   * with more is lifted, aimed at the place a tap would choose, for the keys to choose another.
   */
  private pressPile(id: string): void {
    const table = this.table;
    if (table.over !== null || !placeOfPile(id)) {
      this.activatePile(id);
      return;
    }
    const state = table.state;
    const legal = legalMoves(state);
    const lifted = liftFrom(state, legal, id);
    if (!lifted) {
      if (placesFor(state, legal, id).length === 0 && this.board.count(id) > 0) this.ports.say(nowhereSpoken(state, id));
      this.activatePile(id);
      return;
    }
    this.lifted = lifted;
    const places = lifted.places.map((p) => p.target);
    this.board.showLift(id, places);
    this.board.setFocus(lifted.aim);
    this.ports.say(liftSpoken(state, id, places));
  }

  /** A key while a card is lifted (input/lift.ts says what it does). */
  private liftedKey(lifted: Lifted, a: KeyAction): void {
    const step = liftKey(lifted, this.focusRows(), a);
    const state = this.table.state;
    switch (step.kind) {
      case 'aim':
        this.lifted = { ...lifted, aim: step.at };
        this.board.setFocus(step.at);
        this.ports.say(placeSpoken(state, step.at));
        return;
      case 'refuse':
        this.ports.say(notAPlaceSpoken(state, lifted.from, step.pile));
        return;
      case 'drop':
        // The ring goes back to the pile the card left, as after a quick move.
        this.board.setFocus(lifted.from);
        if (!this.table.play([step.move])) this.putBack(true);
        return;
      case 'putBack':
        this.putBack(true);
        return;
      case 'putBackThen':
        this.putBack(false);
        this.keyCommand(a);
        return;
    }
  }

  /** The lifted card goes back on its pile, the ring with it; said when `say`. */
  putBack(say: boolean): void {
    const lifted = this.lifted;
    if (!lifted) return;
    this.dropLift();
    this.board.setFocus(lifted.from);
    if (say) this.ports.say(putBackSpoken(this.table.state, lifted.from));
  }

  /** Forgets the lifted card (a move, undo, redo, restart or the end of the game). */
  dropLift(): void {
    if (!this.lifted) return;
    this.lifted = null;
    this.board.showLift(null);
  }
}
