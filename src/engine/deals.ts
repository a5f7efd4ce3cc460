import { type Card, cardCode, fullDecks, parseCard } from './cards.ts';
import { GAME_IDS, gameDef, isGameId } from './games/index.ts';
import { repeatedKey, visible, withoutByteOrderMark } from './json.ts';
import { MAX_DEAL, dealSeed, isDealNumber, shuffled } from './random.ts';
import type { GameDef, GameId, State } from './types.ts';

/** A deal as the RULES.md deal format describes it, with cards as numbers. */
export interface Deal {
  readonly game: GameId;
  /** One array per pile, bottom card first. */
  readonly tableau: readonly (readonly Card[])[];
  /** First element is the first card drawn. */
  readonly stock: readonly Card[];
}

/** The deal JSON object: `{game, tableau, stock}` with card codes. */
export interface DealJson {
  game: string;
  tableau: string[][];
  stock?: string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The cards a game deals: its decks less any that start on the foundations. */
export function dealtCards(def: GameDef): Card[] {
  const cards = fullDecks(def.decks);
  for (const c of def.startFoundations) cards.splice(cards.indexOf(c), 1);
  return cards;
}

/** Numbered deal: the shuffle of random.ts, dealt pile by pile (bottom first), the rest the stock. */
export function numberedDeal(game: GameId, dealNumber: number): Deal {
  if (!isDealNumber(dealNumber)) throw new RangeError(`deal numbers run from 1 to 4294967295, not ${dealNumber}`);
  const def = gameDef(game);
  const cards = shuffled(dealtCards(def), dealSeed(game, dealNumber));
  let at = 0;
  const tableau = def.piles.map((n) => cards.slice(at, (at += n)));
  return { game, tableau, stock: cards.slice(at) };
}

export function dealToJson(deal: Deal): DealJson {
  const json: DealJson = { game: deal.game, tableau: deal.tableau.map((p) => p.map(cardCode)) };
  if (gameDef(deal.game).stock > 0) json.stock = deal.stock.map(cardCode);
  return json;
}

const isArray = (x: unknown): x is unknown[] => Array.isArray(x);

/** Validates a deal object; the reason names what is wrong. */
export function parseDeal(input: unknown): Parsed<Deal> {
  const fail = (reason: string): Parsed<Deal> => ({ ok: false, reason });
  if (typeof input !== 'object' || input === null || isArray(input)) return fail('a deal is a JSON object with keys game, tableau and stock');
  const obj = input as Record<string, unknown>;
  const extra = Object.keys(obj).filter((k) => k !== 'game' && k !== 'tableau' && k !== 'stock');
  if (extra.length > 0) return fail(`unknown key ${extra.map((k) => JSON.stringify(k)).join(', ')}: only game, tableau and stock are allowed`);
  if (!isGameId(obj.game)) return fail(`unknown game ${JSON.stringify(obj.game)}: one of ${GAME_IDS.join(', ')}`);
  const def = gameDef(obj.game);
  if (!isArray(obj.tableau)) return fail('tableau must be an array of piles');
  if (obj.tableau.length !== def.piles.length) return fail(`${def.name} has ${def.piles.length} tableau piles, the deal has ${obj.tableau.length}`);
  const stockIn = obj.stock === undefined ? [] : obj.stock;
  if (!isArray(stockIn)) return fail('stock must be an array of cards');
  const cardsOf = (list: unknown[], where: string): Parsed<Card[]> => {
    const out: Card[] = [];
    for (let i = 0; i < list.length; i++) {
      const c = typeof list[i] === 'string' ? parseCard(list[i] as string) : null;
      if (c === null) return { ok: false, reason: `${where}, card ${i}: ${JSON.stringify(list[i])} is not a card (rank A23456789TJQK then suit SHDC, as "TH")` };
      out.push(c);
    }
    return { ok: true, value: out };
  };
  const tableau: Card[][] = [];
  for (let i = 0; i < obj.tableau.length; i++) {
    const pile: unknown = obj.tableau[i];
    if (!isArray(pile)) return fail(`tableau pile t${i} must be an array of cards`);
    const parsed = cardsOf(pile, `pile t${i}`);
    if (!parsed.ok) return parsed;
    if (parsed.value.length !== def.piles[i]) return fail(`pile t${i} holds ${parsed.value.length} cards; ${def.name} deals ${def.piles[i]!} there`);
    tableau.push(parsed.value);
  }
  const stock = cardsOf(stockIn, 'stock');
  if (!stock.ok) return stock;
  if (stock.value.length !== def.stock) return fail(`the stock holds ${stock.value.length} cards; ${def.name} deals ${def.stock} there`);
  const counts = new Array<number>(52).fill(0);
  for (const c of [...tableau.flat(), ...stock.value]) counts[c]!++;
  const expected = new Array<number>(52).fill(0);
  for (const c of dealtCards(def)) expected[c]!++;
  const problems: string[] = [];
  for (let c = 0; c < 52; c++) {
    const have = counts[c]!, want = expected[c]!;
    if (have === want) continue;
    const code = cardCode(c);
    if (want === 0) problems.push(`${code} does not belong in the deal (it starts on a foundation)`);
    else if (have < want) problems.push(want - have === 1 && want === 1 ? `${code} is missing` : `${code} is missing ${want - have} time(s)`);
    else problems.push(want === 1 ? `${code} is doubled` : `${code} appears ${have} times, not ${want}`);
  }
  if (problems.length > 0) return fail(problems.join('; '));
  return { ok: true, value: { game: obj.game, tableau, stock: stock.value } };
}

/** Parses deal JSON text (a byte order mark before it is allowed, as some editors write one). */
export function parseDealText(text: string): Parsed<Deal> {
  const json = withoutByteOrderMark(text);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, reason: `not JSON: ${visible((e as Error).message)}` };
  }
  const repeated = repeatedKey(json);
  if (repeated !== null) return { ok: false, reason: `the key ${JSON.stringify(repeated)} is given twice: a deal gives each of game, tableau and stock at most once` };
  return parseDeal(value);
}

/**
 * A deal number as text (command line, link): decimal digits without a leading zero, as RULES.md
 * writes pile numbers, from 1 to MAX_DEAL. The reason says which of these it breaks.
 */
export function parseDealNumber(text: string): Parsed<number> {
  const quoted = JSON.stringify(text);
  if (!/^\d+$/.test(text)) return { ok: false, reason: `${quoted} is not a whole number in decimal digits` };
  if (text.length > 1 && text.startsWith('0')) {
    const plain = text.replace(/^0+/, '');
    return { ok: false, reason: plain === '' ? `${quoted} is 0: deals run from 1 to ${MAX_DEAL}` : `${quoted} has a leading zero: write ${plain}` };
  }
  const n = Number(text);
  return isDealNumber(n) ? { ok: true, value: n } : { ok: false, reason: `${quoted} is out of range: deals run from 1 to ${MAX_DEAL}` };
}

export function initialState(deal: Deal): State {
  const def = gameDef(deal.game);
  const foundations = new Array<number>(def.foundations).fill(-1);
  def.startFoundations.forEach((c, i) => (foundations[i] = c));
  return {
    game: deal.game,
    tableau: deal.tableau.map((p) => p.slice()),
    hidden: deal.tableau.map((p) => Math.min(def.faceDown, Math.max(0, p.length - 1))),
    stock: deal.stock.slice().reverse(),
    waste: [],
    foundations,
  };
}
