/**
 * Where everything goes on the table: a pure function of the game, the canvas size (CSS pixels)
 * and a few options. No Phaser, no DOM: unit-tested in test/unit/view/.
 *
 * Each game is described by a small spec (its top band of stock, waste and foundations, and its
 * tableau piles with how they fan). Several arrangements are tried (how many piles a row, whether
 * the top band wraps) and the one giving the largest cards wins, so one code path serves portrait
 * phones and wide desktops alike.
 */
import { type GameDef, type GameId, type PileFan, gameDef } from '../../engine/index.ts';
import type { Rect } from '../../geometry.ts';
import { CARD_RATIO, WIDEST_INDEX } from '../cards/cardArt.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';

/** How a pile spreads its cards: not at all, downwards, or to the right. */
export type Fan = PileFan;

export interface PileSpot {
  /** Pile id as in the move notation and the engine's Steps: t3, w, s, f0. */
  readonly id: string;
  /** Top-left corner of the pile's bottom card. */
  readonly x: number;
  readonly y: number;
  readonly fan: Fan;
  /** Preferred offset after a face-up card, along the fan (px). */
  readonly step: number;
  /** Preferred offset after a face-down card. */
  readonly hiddenStep: number;
  /** Longest the fan may reach beyond its first card: offsets shrink so the pile stays inside. */
  readonly room: number;
}

export const HUD_BUTTONS = ['menu', 'share', 'options', 'new', 'hint', 'undo', 'redo', 'mute'] as const;
export type HudButton = (typeof HUD_BUTTONS)[number];

export interface HudLayout {
  readonly bar: Rect;
  /** Where the moves / time / cards-home figures go. */
  readonly stats: Rect;
  readonly buttons: Readonly<Record<HudButton, Rect>>;
  /** A line of words across the foot of the bar (the result to beat), when asked for. */
  readonly line: Rect | null;
  /** A daily challenge's goal on a line of its own under that, when asked for. */
  readonly goal: Rect | null;
  /** How much bigger than at a laptop's size the bar's words are drawn (a big screen's). */
  readonly scale: number;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly card: { readonly width: number; readonly height: number };
  readonly hud: HudLayout;
  /** Every pile by id. */
  readonly piles: Readonly<Record<string, PileSpot>>;
  readonly tableau: readonly PileSpot[];
  readonly foundations: readonly PileSpot[];
  readonly stock: PileSpot | null;
  readonly waste: PileSpot | null;
}

export interface LayoutOptions {
  /** Stock and waste on the right, foundations on the left. */
  readonly leftHanded?: boolean;
  /** Pixels at the foot of the screen that the cards keep clear of (the watch bar while it shows). */
  readonly footer?: number;
  /** The bar has a line of words under its figures and buttons (the result to beat). */
  readonly line?: boolean;
  /** The bar has a line for a daily challenge's goal. */
  readonly goal?: boolean;
}

/** Gap between piles, as a fraction of the card width. */
const GAP = 0.14;
/**
 * The gaps an arrangement may tighten to where the screen's width is what bounds its cards (ten
 * piles on a landscape screen): the felt's height is spare there, and narrower gaps buy a larger card.
 */
const GAPS = [GAP, 0.12, 0.1, 0.08, 0.07] as const;
/** The least gap drawn, CSS px. */
const MIN_GAP = 4;
/**
 * Fan offsets as a fraction of the card's length along the fan: the corner index of either face
 * style at its widest (cardArt.ts), and a sliver of felt-free margin past it.
 */
const STEP_DOWN = WIDEST_INDEX.height / CARD_RATIO + 0.01;
const STEP_RIGHT = WIDEST_INDEX.width + 0.02;
const HIDDEN_STEP = 0.1;
/**
 * Most a fan down's steps grow where its row has room to spare below it (a wide screen holds ten
 * piles by their width, and the height they leave is the fans'): more of each card reads at the deal.
 */
const MAX_STEP_GROWTH = 2;
/** Most cards a fan to the right can ever hold (two dealt cards and a whole suit built on them). */
const LONGEST_FAN = 15;
/** Cards stop growing here: big screens get a roomier table, not poster-sized cards. */
const MAX_CARD_WIDTH = 200;
/** Height of the bar's line of words (CSS px): 13 px letters and room around them. */
const LINE_HEIGHT = 20;
/** Narrower than this, a challenge's goal has two lines under the bar. */
const GOAL_ONE_LINE = 480;
/** The most the bar grows on a big screen. */
const MAX_BAR_SCALE = 1.4;

interface TableauSpec {
  readonly fan: Fan;
  /** Cards a pile shows at the full step before it starts to compress. */
  readonly showCards: number;
  /** Face-down cards under the top card at the deal (they use the short step). */
  readonly hidden: number;
  /** Piles per row to try. */
  readonly cols: readonly number[];
}

interface GameSpec {
  readonly tableau: TableauSpec;
  /** Whether cards are built onto the piles, so a fan may grow past its deal. */
  readonly grows: boolean;
  /** Columns of the top band to try (it wraps into rows when narrower than its slots). */
  readonly bandCols: (slots: number) => readonly number[];
}

/** The layout's reading of a game: the hints in its GameDef, and the face-down cards of its deal. */
function specOf(def: GameDef): GameSpec {
  const { fan, showCards, cols, bandWraps } = def.layout;
  return {
    tableau: { fan, showCards, hidden: def.faceDown, cols },
    grows: def.build.by !== 'none',
    bandCols: (n) => (bandWraps || def.stock > 0 ? [n, Math.ceil(n / 2)] : [n]),
  };
}

/**
 * Width of each tableau pile in a row of `cols`: its fan of `showCards`, or, for a fan to the right
 * that grows, its share of the screen's width (up to the longest fan there can be), so longer fans
 * keep every index in sight wherever the screen has the room.
 */
function pileWidth(spec: GameSpec, cols: number, cw: number, gap: number, width: number): number {
  const shown = Math.round(pileUnits(spec.tableau).w * cw);
  if (spec.tableau.fan !== 'right' || !spec.grows) return shown;
  const share = Math.floor((width - (cols + 1) * gap) / cols);
  const longest = Math.round(cw * (1 + STEP_RIGHT * (LONGEST_FAN - 1)));
  return Math.max(shown, Math.min(share, longest));
}

/**
 * The HUD: one bar across the top, bigger on a big screen; on a narrow screen the title and
 * figures, then the buttons, take a row each (the buttons two rows where one row would make them
 * narrower than a finger); under them a line of words for the result to beat and one for a
 * challenge's goal, when asked for.
 */
export function hudLayout(width: number, options: LayoutOptions = {}, height = width): HudLayout {
  const n = HUD_BUTTONS.length;
  const narrow = width < 640;
  const scale = narrow ? 1 : Math.max(1, Math.min(MAX_BAR_SCALE, width / 1100, height / 720));
  const rows = narrow && width < n * TOUCH_TARGET + 8 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const buttonW = narrow ? Math.min(72, (width - 8) / perRow) : Math.round(62 * scale);
  const buttonH = narrow ? (rows > 1 ? TOUCH_TARGET : 48) : Math.round(52 * scale);
  // Two lines over the buttons on a narrow screen: the game and deal, then the figures.
  const statsH = narrow ? 40 : buttonH;
  const barH = narrow ? statsH + rows * buttonH + 4 : buttonH + 4;
  const buttons = {} as Record<HudButton, Rect>;
  const rowY = narrow ? statsH + 2 : 2;
  const rowW = buttonW * perRow;
  // Buttons sit under the player's hand: right by default, left for left-handed players.
  const startX = narrow ? (width - rowW) / 2 : options.leftHanded ? 4 : width - rowW - 4;
  HUD_BUTTONS.forEach((id, i) => {
    buttons[id] = { x: startX + (i % perRow) * buttonW, y: rowY + Math.floor(i / perRow) * buttonH, width: buttonW, height: buttonH };
  });
  const stats: Rect = narrow
    ? { x: 4, y: 0, width: width - 8, height: statsH }
    : options.leftHanded
      ? { x: rowW + 12, y: 2, width: width - rowW - 20, height: statsH }
      : { x: 8, y: 2, width: width - rowW - 20, height: statsH };
  const lineH = Math.round(LINE_HEIGHT * scale);
  const line = options.line ? { x: 8, y: barH, width: width - 16, height: lineH } : null;
  // A goal is a short sentence: on a phone held upright it may take two lines.
  const goalH = width < GOAL_ONE_LINE ? 2 * lineH - 4 : lineH;
  const goal = options.goal ? { x: 8, y: barH + (line ? lineH : 0), width: width - 16, height: goalH } : null;
  return { bar: { x: 0, y: 0, width, height: barH + (line ? lineH : 0) + (goal ? goalH : 0) }, stats, buttons, line, goal, scale };
}

interface Arrangement {
  cols: number;
  bandCols: number;
  cardWidth: number;
  /** Gap between piles, as a fraction of the card width. */
  gap: number;
  /** Rows in all: band rows plus tableau rows. */
  rows: number;
}

/** Footprint of a tableau pile showing `spec.showCards` cards, in card widths. */
function pileUnits(spec: TableauSpec): { w: number; h: number } {
  const shown = spec.showCards - 1 - spec.hidden;
  if (spec.fan === 'right') return { w: 1 + STEP_RIGHT * (spec.showCards - 1), h: CARD_RATIO };
  if (spec.fan === 'down') return { w: 1, h: CARD_RATIO * (1 + STEP_DOWN * shown + HIDDEN_STEP * spec.hidden) };
  return { w: 1, h: CARD_RATIO };
}

function bestArrangement(spec: GameSpec, bandSlots: number, piles: number, w: number, h: number): Arrangement {
  const unit = pileUnits(spec.tableau);
  let best: Arrangement | null = null;
  for (const cols of spec.tableau.cols) {
    const rows = Math.ceil(piles / cols);
    for (const bandCols of spec.bandCols(bandSlots)) {
      const bandRows = Math.ceil(bandSlots / bandCols);
      const { cardWidth, gap } = loosestGaps(cols * unit.w, cols, bandCols, bandRows * CARD_RATIO + rows * unit.h, bandRows + rows, w, h);
      // Fewer rows read better: another arrangement must give clearly bigger cards to win.
      const better = !best || (bandRows + rows < best.rows ? cardWidth > best.cardWidth * 0.97 : cardWidth > best.cardWidth * 1.03);
      if (better) best = { cols, bandCols, cardWidth, gap, rows: bandRows + rows };
    }
  }
  return best!;
}

/**
 * The card width of an arrangement `tableauW` card widths wide (its `cols` piles) over `heightUnits`
 * in `rows` rows, and its gaps: the loosest that give (within a hair) the largest card. The height is
 * reckoned at the full gap, so gaps only tighten where the width, not the height, bounds the cards.
 */
function loosestGaps(tableauW: number, cols: number, bandCols: number, heightUnits: number, rows: number, w: number, h: number): { cardWidth: number; gap: number } {
  const at = (gap: number) => {
    const widthUnits = Math.max(tableauW + (cols + 1) * gap, bandCols + (bandCols + 1) * gap);
    return Math.min(w / widthUnits, h / (heightUnits + (rows + 1) * GAP));
  };
  // A gap is never drawn under MIN_GAP px: a tighter one than that would not be the gap the cards were sized for.
  const tries = GAPS.filter((g) => g === GAP || at(g) * g >= MIN_GAP);
  const largest = Math.max(...tries.map(at));
  const gap = tries.find((g) => at(g) >= largest * 0.99)!;
  return { cardWidth: at(gap), gap };
}

/**
 * How much a single row of fans down may grow its steps: as far as its `showCards` still fit the
 * `room` below the first card, never past MAX_STEP_GROWTH, never shrinking.
 */
function stepGrowth(spec: TableauSpec, ch: number, room: number): number {
  const shown = Math.max(0, spec.showCards - 1 - spec.hidden);
  const atDeal = ch * (STEP_DOWN * shown + HIDDEN_STEP * spec.hidden);
  return atDeal > 0 ? Math.min(MAX_STEP_GROWTH, Math.max(1, room / atDeal)) : 1;
}

/** A fan down of `showCards` cards (its dealt face-down ones first) at the least steps, as they are rounded, in px. */
function fanDownHeight(spec: TableauSpec, ch: number): number {
  const shown = Math.max(0, spec.showCards - 1 - spec.hidden);
  return ch + shown * Math.ceil(ch * STEP_DOWN) + spec.hidden * Math.round(ch * HIDDEN_STEP);
}

/** The table for `game` on a `width` x `height` canvas (CSS px). */
export function layout(game: GameId, width: number, height: number, options: LayoutOptions = {}): Layout {
  const def = gameDef(game);
  const spec = specOf(def);
  const hud = hudLayout(width, options, height);
  const top = hud.bar.height;
  // The table ends above the footer: everything below `bottom` is the footer's.
  const bottom = height - Math.max(0, options.footer ?? 0);
  const areaW = width;
  const areaH = bottom - top;

  const bandIds: string[] = [];
  const hasStock = def.stock > 0;
  if (hasStock) bandIds.push('s');
  if (def.hasWaste) bandIds.push('w');
  const foundationIds = Array.from({ length: def.foundations }, (_, i) => `f${i}`);
  const bandSlots = bandIds.length + foundationIds.length;
  const piles = def.piles.length;
  const arr = bestArrangement(spec, bandSlots, piles, areaW, areaH);
  const cw = Math.floor(Math.min(arr.cardWidth, MAX_CARD_WIDTH));
  const ch = Math.floor(cw * CARD_RATIO);
  const gap = Math.max(MIN_GAP, Math.floor(cw * arr.gap));
  const unit = pileUnits(spec.tableau);

  const rows = Math.ceil(piles / arr.cols);
  const bandRows = Math.ceil(bandSlots / arr.bandCols);
  const pileW = pileWidth(spec, arr.cols, cw, gap, width);
  const tableauW = arr.cols * pileW + (arr.cols - 1) * gap;
  const bandW = arr.bandCols * cw + (arr.bandCols - 1) * gap;
  const contentW = Math.max(tableauW, bandW);
  const x0 = Math.round((width - contentW) / 2);

  // Vertical: the band, then the tableau rows sharing what is left, so fans can grow into it.
  const bandH = bandRows * ch + (bandRows - 1) * gap;
  const firstTop = top + gap + bandH + gap + Math.round(gap / 2);
  const tableauH = bottom - firstTop - gap;
  // Rows sit as close as their piles need (a fan down reaches its `showCards` at the full step): no
  // empty band between them; the last row's fans take whatever is left below.
  const pileH = spec.tableau.fan === 'down' ? fanDownHeight(spec.tableau, ch) : Math.round(unit.h * cw);
  const rowPitch = rows > 0 ? Math.min((tableauH + gap) / rows, pileH + gap) : 0;
  // Piles that never reach down (fanned right, or stacked) on a screen wider than they need leave
  // room under them: the table stands in the middle of its height, not at its top.
  const shift = spec.tableau.fan === 'down' ? 0 : Math.floor(Math.max(0, tableauH + gap - rows * rowPitch) / 2);
  const y0 = top + gap + shift;
  const tableauTop = firstTop + shift;

  const growth = rows === 1 && spec.tableau.fan === 'down' ? stepGrowth(spec.tableau, ch, bottom - gap - tableauTop - ch) : 1;
  const spots: Record<string, PileSpot> = {};
  const spot = (id: string, x: number, y: number, fan: Fan = 'none', room = 0): PileSpot => {
    const s: PileSpot = {
      id,
      x: Math.round(x),
      y: Math.round(y),
      fan,
      // A grown step rounds down, so the pile it was grown for stays inside its room.
      step: fan === 'down' ? Math.max(Math.ceil(ch * STEP_DOWN), Math.floor(ch * STEP_DOWN * growth)) : fan === 'right' ? Math.ceil(cw * STEP_RIGHT) : 0,
      hiddenStep: fan === 'down' ? Math.max(Math.round(ch * HIDDEN_STEP), Math.floor(ch * HIDDEN_STEP * growth)) : fan === 'right' ? Math.round(cw * HIDDEN_STEP) : 0,
      room: Math.max(0, Math.floor(room)),
    };
    spots[id] = s;
    return s;
  };

  // Top band: stock and waste at one end, foundations at the other (mirrored for left hands).
  const bandPitch = cw + gap;
  const slotXs: number[] = [];
  const slotYs: number[] = [];
  if (bandIds.length === 0) {
    // No stock: foundations centred over the tableau.
    const fx = x0 + (contentW - (foundationIds.length * bandPitch - gap)) / 2;
    foundationIds.forEach((_, i) => {
      slotXs.push(fx + i * bandPitch);
      slotYs.push(y0);
    });
  } else if (bandRows === 2 && foundationIds.length * bandPitch - gap <= contentW) {
    // Two rows and room for every foundation on the second: stock and waste above, the
    // foundations together below, at the far edge as in one row.
    bandIds.forEach((_, i) => {
      slotXs.push(x0 + i * bandPitch);
      slotYs.push(y0);
    });
    foundationIds.forEach((_, i) => {
      slotXs.push(x0 + contentW - (foundationIds.length - i) * bandPitch + gap);
      slotYs.push(y0 + ch + gap);
    });
  } else {
    const ordered = [...bandIds, ...foundationIds];
    ordered.forEach((id, i) => {
      const row = Math.floor(i / arr.bandCols);
      const col = i % arr.bandCols;
      // In a single row the foundations hug the far edge, leaving a space after the waste.
      const fromEnd = bandRows === 1 && id.startsWith('f') ? ordered.length - i : 0;
      slotXs.push(fromEnd > 0 ? x0 + contentW - fromEnd * bandPitch + gap : x0 + col * bandPitch);
      slotYs.push(y0 + row * (ch + gap));
    });
  }
  if (options.leftHanded) {
    for (let i = 0; i < slotXs.length; i++) slotXs[i] = 2 * x0 + contentW - slotXs[i]! - cw;
    // Foundations keep their left-to-right order (f0 leftmost) on each row.
    const fStart = bandIds.length;
    const fSlots = slotXs.slice(fStart).map((x, i) => ({ x, y: slotYs[fStart + i]! }));
    fSlots.sort((a, b) => a.y - b.y || a.x - b.x);
    fSlots.forEach((p, i) => {
      slotXs[fStart + i] = p.x;
      slotYs[fStart + i] = p.y;
    });
  }
  const stock = hasStock ? spot('s', slotXs[0]!, slotYs[0]!) : null;
  const waste = def.hasWaste ? spot('w', slotXs[bandIds.indexOf('w')]!, slotYs[bandIds.indexOf('w')]!) : null;
  const foundations = foundationIds.map((id, i) => spot(id, slotXs[bandIds.length + i]!, slotYs[bandIds.length + i]!));

  const tableau: PileSpot[] = [];
  const fan = spec.tableau.fan;
  const rowLength = (r: number) => Math.min(arr.cols, piles - r * arr.cols);
  for (let i = 0; i < piles; i++) {
    const r = Math.floor(i / arr.cols);
    const c = i % arr.cols;
    // A short last row is centred under the full rows.
    const inRow = rowLength(r);
    const rowX = x0 + (contentW - (inRow * pileW + (inRow - 1) * gap)) / 2;
    const x = rowX + c * (pileW + gap);
    const y = tableauTop + r * rowPitch;
    const below = r === rows - 1 ? bottom - gap - y : rowPitch - gap;
    const room = fan === 'down' ? below - ch : fan === 'right' ? pileW - cw : 0;
    tableau.push(spot(`t${i}`, x, y, fan, room));
  }

  return { width, height, card: { width: cw, height: ch }, hud, piles: spots, tableau, foundations, stock, waste };
}

/**
 * Offset of each card of a pile from the pile's corner, along its fan. Face-down cards take the
 * short step; when the pile would outgrow its room every step shrinks in proportion.
 */
export function fanOffsets(spot: PileSpot, count: number, hidden = 0): number[] {
  const out: number[] = [];
  if (spot.fan === 'none' || count === 0) return new Array<number>(count).fill(0);
  let total = 0;
  for (let i = 0; i < count - 1; i++) total += i < hidden ? spot.hiddenStep : spot.step;
  const scale = total > spot.room && total > 0 ? spot.room / total : 1;
  let at = 0;
  for (let i = 0; i < count; i++) {
    out.push(Math.round(at));
    at += (i < hidden ? spot.hiddenStep : spot.step) * scale;
  }
  return out;
}

/** Rectangle of card `index` of a pile of `count` cards (`hidden` of them face down). */
export function cardRect(lay: Layout, spot: PileSpot, index: number, count: number, hidden = 0): Rect {
  const off = fanOffsets(spot, count, hidden)[index] ?? 0;
  return {
    x: spot.x + (spot.fan === 'right' ? off : 0),
    y: spot.y + (spot.fan === 'down' ? off : 0),
    width: lay.card.width,
    height: lay.card.height,
  };
}

/** The top card's rectangle; an empty pile's is its slot. */
export function topCardRect(lay: Layout, spot: PileSpot, count: number, hidden = 0): Rect {
  return cardRect(lay, spot, Math.max(0, count - 1), Math.max(1, count), hidden);
}

/** The area a pile covers: from its bottom card to its top card. */
export function pileRect(lay: Layout, spot: PileSpot, count: number, hidden = 0): Rect {
  const top = topCardRect(lay, spot, count, hidden);
  return { x: spot.x, y: spot.y, width: top.x + top.width - spot.x, height: top.y + top.height - spot.y };
}
