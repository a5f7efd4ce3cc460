/**
 * The rules' pictures, a part of the panel layout (view/kit/panelPlan.ts): the game's table at the
 * deal in miniature (view/menu/miniature.ts) beside the rules' line on how it is dealt, and a legal
 * move of its first deal (moveFigure.ts) beside its words. Each picture and its words make one row,
 * the words beside it where the column has room for them, else under it as a row of their own; the
 * pictures shrink with the panel's tightness and never stand taller than a page can hold.
 */
import type Phaser from 'phaser';
import type { GameId } from '../../engine/index.ts';
import type { Rect } from '../../geometry.ts';
import type { RulesExample } from '../../play/rulesExample.ts';
import { type PanelPartView, lineHeight, textWidth } from '../kit/panelParts.ts';
import type { Step } from '../kit/panelPlan.ts';
import { textStyle } from '../kit/ui.ts';
import { wrapLines } from '../kit/wrap.ts';
import { drawMiniature } from '../menu/miniature.ts';
import { drawMoveFigure } from './moveFigure.ts';

export interface RulesFigures {
  readonly game: GameId;
  /** The rules' line on how the cards are dealt, beside the table. */
  readonly deal: string;
  /** A legal move of the first deal and its words; null where that deal has none. */
  readonly move: { readonly example: RulesExample; readonly words: string } | null;
}

/** A picture the panel shows, for the test hook: the moving card's place read when asked. */
export interface FigureShown {
  readonly kind: 'table' | 'move';
  readonly rect: Rect;
  readonly card: (() => Rect) | null;
  readonly moving: boolean;
}

export interface FiguresLook {
  /** The words' size at each tightness, roomiest first. */
  readonly sizes: readonly [number, number, number, number];
  readonly colour: string;
  readonly spacing: number;
  /** The tallest a picture may stand: well within a page of the screen. */
  readonly tallest: number;
}

/** A picture's width by tightness, and its width over its height. */
const PICTURE_W = [250, 220, 180, 150] as const;
const ASPECT = 1.5;
const LEAST_PICTURE_W = 90;
/** The narrowest words beside a picture; narrower, they go under it. */
const LEAST_WORDS_W = 150;
const GAP = 12;

const FIGURES_KEY = 'rules-figures';

/** The pictures the panel scene `scene` shows on its page now. */
export function figuresOf(scene: Phaser.Scene): readonly FigureShown[] {
  return (scene.data.get(FIGURES_KEY) as FigureShown[] | undefined) ?? [];
}

/** A panel drawn afresh shows no picture until its parts draw theirs. */
export function forgetFigures(scene: Phaser.Scene): void {
  scene.data.set(FIGURES_KEY, []);
}

interface Figure {
  readonly kind: FigureShown['kind'];
  readonly words: string;
}

/** A row of the part: a picture with its words beside it, a picture alone, or the words under it. */
interface FigureRow {
  readonly figure: Figure;
  readonly shows: 'beside' | 'picture' | 'words';
  readonly height: number;
  readonly picture: { readonly width: number; readonly height: number };
  readonly lines: readonly string[];
}

/** The pictures of `f`, the move's left out unless `withMove`, in rows. */
export function figuresPart(scene: Phaser.Scene, f: RulesFigures, withMove: boolean, look: FiguresLook): PanelPartView {
  const figures: Figure[] = [{ kind: 'table', words: f.deal }, ...(withMove && f.move ? [{ kind: 'move' as const, words: f.move.words }] : [])];
  const rowsAt = (width: number, step: Step): FigureRow[] => figures.flatMap((figure) => rowsOf(scene, figure, width, step, look));
  return {
    keep: true,
    measure: (width, step) => ({ rows: rowsAt(width, step).map((r) => r.height), cols: 1, gap: GAP }),
    draw: (g, placed, step) => {
      for (const p of placed) {
        const row = rowsAt(p.rect.width, step)[p.row]!;
        const r = p.rect;
        const size = look.sizes[step];
        const style = { ...textStyle(size, look.colour), lineSpacing: look.spacing };
        if (row.shows === 'words') {
          scene.add.text(r.x + r.width / 2, r.y, row.lines.join('\n'), { ...style, align: 'center' }).setOrigin(0.5, 0);
          continue;
        }
        const { width: pw, height: ph } = row.picture;
        const box = row.shows === 'beside' ? { x: r.x, y: r.y + (r.height - ph) / 2, width: pw, height: ph } : { x: r.x + (r.width - pw) / 2, y: r.y, width: pw, height: ph };
        drawFigure(scene, g, f, row.figure.kind, box);
        if (row.shows === 'beside') {
          const wordsH = row.lines.length * (lineHeight(scene, size) + look.spacing);
          scene.add.text(r.x + pw + GAP, r.y + (r.height - wordsH) / 2, row.lines.join('\n'), style);
        }
      }
      return [];
    },
  };
}

/** A figure's rows `width` wide: one with its words beside it, or the picture and the words under it. */
function rowsOf(scene: Phaser.Scene, figure: Figure, width: number, step: Step, look: FiguresLook): FigureRow[] {
  const size = look.sizes[step];
  const lineH = lineHeight(scene, size) + look.spacing;
  const wrap = (w: number) => wrapLines(figure.words, w - 2, (s) => textWidth(s, size));
  const widest = Math.min(PICTURE_W[step], look.tallest * ASPECT);
  const besideW = Math.max(LEAST_PICTURE_W, Math.min(widest, width * 0.45));
  if (width - besideW - GAP >= LEAST_WORDS_W) {
    const lines = wrap(width - besideW - GAP);
    const picture = { width: besideW, height: besideW / ASPECT };
    return [{ figure, shows: 'beside', height: Math.max(picture.height, lines.length * lineH), picture, lines }];
  }
  const pw = Math.max(Math.min(LEAST_PICTURE_W, width), Math.min(widest, width));
  const picture = { width: pw, height: pw / ASPECT };
  const lines = wrap(width);
  return [
    { figure, shows: 'picture', height: picture.height, picture, lines: [] },
    { figure, shows: 'words', height: lines.length * lineH, picture, lines },
  ];
}

function drawFigure(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, f: RulesFigures, kind: FigureShown['kind'], box: Rect): void {
  let shown: FigureShown = { kind, rect: box, card: null, moving: false };
  if (kind === 'table') drawMiniature(g, f.game, box);
  else if (f.move) {
    const m = drawMoveFigure(scene, g, f.game, f.move.example, box);
    shown = { ...shown, card: m.card, moving: m.moving };
  }
  scene.data.set(FIGURES_KEY, [...figuresOf(scene), shown]);
}
