import { ACE, type Card, KING, rankOf, suitOf } from './cards.ts';
import type { BuildRule, GameDef, Refusal, Source } from './types.ts';

/*
 * The one reading of a game's BuildRule. `accepts` says yes or no; everything else here (the
 * lookup tables legalMoves and the solver use, the refusal a player reads, which cards could ever
 * be put on a card) is derived from it, so no two of them can disagree.
 */

/** Source codes of the lookup tables: a card lifted from a pile, or from the waste. */
export const FROM_PILE = 0;
export const FROM_WASTE = 1;
const SOURCES: readonly Source[] = ['tableau', 'waste'];

const isRed = (c: Card): boolean => suitOf(c) === 1 || suitOf(c) === 2;

/** Whether `c` may go onto a pile whose top is `top`, ignoring where `c` comes from. */
function buildsOn(rule: BuildRule, c: Card, top: Card): boolean {
  if (rule.by === 'none') return false;
  const step = rule.direction === 'down' ? 1 : -1;
  if (rankOf(top) !== rankOf(c) + step) return false;
  return rule.by === 'suit' ? suitOf(top) === suitOf(c) : isRed(top) !== isRed(c);
}

/** Whether `c` may fill an empty pile, ignoring where it comes from. */
function fillsSpace(rule: BuildRule, c: Card): boolean {
  return rule.space === 'any' || (rule.space === 'king' && rankOf(c) === KING);
}

/**
 * Whether a tableau pile whose top is `top` (undefined: an empty pile) takes `c` lifted from
 * `source`. The rule reads only the top card, never the pile below it or its index.
 */
export function accepts(rule: BuildRule, c: Card, top: Card | undefined, source: Source): boolean {
  if (!rule.from.includes(source)) return false;
  return top === undefined ? fillsSpace(rule, c) : buildsOn(rule, c, top);
}

/** A game's build rule as flat tables, for code that asks millions of times. */
export interface BuildTables {
  /** onto[source * 2704 + card * 52 + top]: 1 when `card` may go onto a pile whose top is `top`. */
  readonly onto: Uint8Array;
  /** ontoEmpty[source * 52 + card]: 1 when `card` may fill an empty pile. */
  readonly ontoEmpty: Uint8Array;
  /** builders[c]: the cards that may ever be put on `c` (from anywhere). */
  readonly builders: readonly (readonly Card[])[];
}

const compiled = new WeakMap<BuildRule, BuildTables>();

export function buildTables(rule: BuildRule): BuildTables {
  const have = compiled.get(rule);
  if (have) return have;
  const onto = new Uint8Array(2 * 52 * 52);
  const ontoEmpty = new Uint8Array(2 * 52);
  const builders: Card[][] = [];
  for (let c: Card = 0; c < 52; c++) builders.push([]);
  SOURCES.forEach((source, s) => {
    for (let c: Card = 0; c < 52; c++) {
      if (accepts(rule, c, undefined, source)) ontoEmpty[s * 52 + c] = 1;
      for (let t: Card = 0; t < 52; t++) {
        if (!accepts(rule, c, t, source)) continue;
        onto[s * 2704 + c * 52 + t] = 1;
        if (!builders[t]!.includes(c)) builders[t]!.push(c);
      }
    }
  });
  const t: BuildTables = { onto, ontoEmpty, builders };
  compiled.set(rule, t);
  return t;
}

/** The rank a build ends at: nothing ranks above a King (building down) or below an Ace (building up). */
const endRank = (rule: BuildRule): number => (rule.direction === 'down' ? KING : ACE);

/**
 * Whether a pile whose cards are `pile` (bottom first) takes `c` from `source`: null when it does,
 * else why not, read from the rule.
 */
export function tableauRefusal(def: GameDef, c: Card, pile: readonly Card[], source: Source): Refusal | null {
  const rule = def.build;
  const top = pile[pile.length - 1];
  if (accepts(rule, c, top, source)) return null;
  const pileName = def.pileName;
  if (rule.by === 'none' && rule.space === 'none') return { kind: 'foundations-only', game: def.name };
  if (!rule.from.includes(source)) return { kind: 'not-from', game: def.name, source, pileName };
  if (top === undefined) {
    if (rule.space === 'king') return { kind: 'king-fills', pileName };
    return rule.refill ? { kind: 'spaces-refill' } : { kind: 'no-space', pileName };
  }
  if (rule.by === 'none') return { kind: 'no-building', card: c, pileName };
  if (rankOf(c) === endRank(rule)) {
    if (rule.space === 'king' && rankOf(c) === KING) return { kind: 'king-to-space', card: c, pileName };
    return { kind: 'end-rank', card: c, direction: rule.direction, pileName };
  }
  const needs = rule.direction === 'down' ? c + 1 : c - 1;
  return { kind: rule.by === 'suit' ? 'by-suit' : 'by-colour', card: c, needs, top };
}
