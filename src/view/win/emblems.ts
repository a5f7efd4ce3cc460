/**
 * Each badge's own small emblem, drawn with a Graphics in the game's colours: a shield, a coin or
 * a rosette by kind of badge, with a glyph (a suit for a game's first win, a count, a flame for a
 * streak, a sun for the daily deal, a bolt for speed, a star for challenges...), and a month's
 * medal on its ribbon in bronze, silver or gold with the challenges it takes; a higher tier of a
 * kind (100 wins, 10 in a row, under 2 minutes) in a face of its own. Not yet earned, the same
 * emblem in greys with a padlock. Shapes only, no texture: an emblem can sit on any screen, beside
 * the cards' batch too (Phaser issue #7372), and costs no image in the bundle.
 *
 * Each emblem is written as a few shapes in hundredths of its half-width about its centre (-100 to
 * 100 spans it), one shape a word: an optional colour letter (PALETTE) then `c` x,y,r a disc,
 * `p` x,y,x,y... a polygon, `l` w,x,y,x,y... a line w wide, `x` x,y,R,r,n a star of n points
 * between radii R and r, `s` k,dy the shield at k hundredths, `n` x,y,h,w the badge's count h
 * high (narrowed to fit w).
 */
import type Phaser from 'phaser';
import { MONTH_BADGES, type MonthBadge } from '../../engine/challenges/record.ts';
import { gameDef } from '../../engine/games/index.ts';
import { type BadgeDef, badgeDefs } from '../../engine/progress/badges.ts';
import type { Rect } from '../../geometry.ts';

export type Emblem = BadgeDef | MonthBadge;

/** The badge or month's medal an id names ('no-undo', 'gold'), or null. */
export function emblemOf(id: string): Emblem | null {
  return badgeDefs().find((b) => b.id === id) ?? MONTH_BADGES.find((m) => m.badge === id)?.badge ?? null;
}

const PALETTE: Readonly<Record<string, number>> = {
  G: 0xf2c14e, A: 0xb8860b, Y: 0xffd34e, O: 0xff8a3d, C: 0xfdfcf8, R: 0xc8102e, K: 0x1b1b1f, B: 0x1b5791,
  U: 0x1456b8, N: 0x0d2c4d, S: 0x2c74b8, D: 0x8a2334, T: 0x1f6f78, P: 0x5b3b8c, E: 0x1f8a4c, F: 0x146b3a,
  L: 0x22262b, W: 0xd8dde2,
};

/** Each month's metal: its rim (X) and face (M), and its ribbon's two sides (V, Z), of a lightness its own. */
const METALS: Readonly<Record<MonthBadge, Readonly<Record<string, number>>>> = {
  bronze: { X: 0x8c5a2b, M: 0xcd7f32, V: 0xc8102e, Z: 0x1456b8 },
  silver: { X: 0x7d8893, M: 0xc9d1d9, V: 0x0d2c4d, Z: 0x22262b },
  gold: { X: 0xb8860b, M: 0xf2c14e, V: 0xfdfcf8, Z: 0xffd34e },
};

const SHIELD = [-80, -86, 80, -86, 82, -10, 72, 30, 50, 62, 22, 84, 0, 95, -22, 84, -50, 62, -72, 30, -82, -10];

const shield = (face: string): string => `Gs98 ${face}s80,-3 `;
const coin = (face: string): string => `Gc0,0,95 ${face}c0,0,80 `;
const rosette = (face: string): string => `Gx0,0,98,86,12 ${face}x0,0,73,64,12 `;
const WITHOUT = ' Cl20,-46,46,46,-46 Rl11,-46,46,46,-46';
const STAR = 'Gx0,2,62,28,5';
const BOLT = 'Yp10,-66,-38,8,-6,8,-16,64,34,-10,2,-10 Cc46,46,27';
const FLAME = 'Op0,62,-38,50,-52,18,-44,-18,-24,-44,-20,-16,-4,-40,6,-72,26,-44,44,-16,52,18,38,50 Yp0,58,-24,51,-32,31,-27,9,-15,-7,-12,10,-2,-5,4,-25,16,-7,27,10,32,31,24,51 Dn0,30,34,60';

/** The emblems, by the game's glyph for a first win, by badge for a higher tier of a kind, else by kind of badge. */
const EMBLEMS: Readonly<Record<string, string>> = {
  heart: `${shield('C')}Rc-23,-14,25 c23,-14,25 p-48,-7,48,-7,0,54`,
  club: `${shield('C')}Kc0,-27,22 c-25,9,22 c25,9,22 c0,0,14 p0,0,18,56,-18,56`,
  diamond: `${shield('C')}Rp0,-56,40,0,0,56,-40,0`,
  spade: `${shield('C')}Kc-23,9,25 c23,9,25 p-48,2,48,2,0,-58 p0,5,18,56,-18,56`,
  moon: `${shield('C')}Bc0,0,50 Cc24,-12,44`,
  'all-games': `${shield('F')}Gp-52,30,52,30,58,-32,28,-4,0,-46,-28,-4,-58,-32 c-58,-36,9 c0,-50,9 c58,-36,9 Ap-52,30,52,30,52,44,-52,44 Rc0,12,8 Uc-28,14,6 c28,14,6`,
  wins: `${coin('B')}Cn0,0,62,110`,
  'wins-100': `${coin('A')}Cn0,0,62,110`,
  streak: `${rosette('D')}${FLAME}`,
  'streak-10': `${rosette('K')}${FLAME}`,
  'daily-win': `${rosette('S')}Yx0,0,62,30,8 c0,0,36`,
  'daily-streak': `${rosette('N')}Yx0,0,62,30,8 c0,0,36 Dn0,0,36,50`,
  'no-undo': `${shield('T')}Cl13,-29,27,-33,9,-27,-10,-14,-23,5,-28,24,-23,37,-10,43,9,39,27 p-52,12,-20,12,-38,44${WITHOUT}`,
  'no-help': `${shield('T')}Cc0,-14,32 p-17,8,17,8,13,30,-13,30 l7,-12,38,12,38 l7,-8,47,8,47${WITHOUT}`,
  fast: `${coin('P')}${BOLT} Pn46,46,26,40`,
  'fast-120': `${coin('R')}${BOLT} Rn46,46,26,40`,
  short: `${coin('E')}Cp-56,-30,-46,-30,-46,30,-56,30 p-38,-10,12,-10,12,-30,56,0,12,30,12,10,-38,10`,
  'challenge-met': `${rosette('N')}${STAR}`,
  'perfect-day': `${rosette('N')}Gx-32,12,26,12,5 x32,12,26,12,5 x0,-20,34,15,5`,
  challenges: `${rosette('C')}${STAR} Nn0,6,26,40`,
  month: 'Vp-60,-98,-22,-98,14,-30,-24,-30 Zp60,-98,22,-98,-14,-30,24,-30 Xc0,24,72 Mc0,24,60 Kn0,24,40,76',
  lock: 'Lc64,64,34 Wl7,54,66,54,52,60,45,68,45,74,52,74,66 p48,60,80,60,80,84,48,84',
  cup: 'Gl14,-50,-70,-86,-66,-80,-30,-46,-8 l14,50,-70,86,-66,80,-30,46,-8 p-62,-84,62,-84,54,-30,30,10,-30,10,-54,-30 p-12,8,12,8,16,50,-16,50 p-50,56,50,56,50,84,-50,84',
};

/** Digits as strokes on a 4 x 6 grid, each point two figures (x then y); a space starts a new stroke. */
const DIGITS = [
  '103041453616050110', '123036', '01103041420646', '0110304142334445361605 1333', '36300444',
  '4000033344453606', '30100105163645443303', '004016', '13020110304142331304051636454433', '43130201103041453616',
];

/** A star of `n` points about (x, y), its points `outer` out and its notches `inner`, the first point straight up. */
function starPoints(x: number, y: number, outer: number, inner: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 === 0 ? outer : inner;
    out.push(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  return out;
}

/** A grey of the same lightness, darkened: how an emblem not yet earned shows. */
function grey(c: number): number {
  const v = Math.round(58 + 0.42 * (0.3 * ((c >> 16) & 255) + 0.59 * ((c >> 8) & 255) + 0.11 * (c & 255)));
  return (v << 16) | (v << 8) | v;
}

/** Draws in hundredths of the emblem's half-width about its centre. */
class Pen {
  private colour = 0;

  constructor(
    private readonly g: Phaser.GameObjects.Graphics,
    private readonly cx: number,
    private readonly cy: number,
    private readonly u: number,
    private readonly earned: boolean,
  ) {}

  fill(c: number): void {
    this.colour = this.earned ? c : grey(c);
    this.g.fillStyle(this.colour, 1);
  }

  circle(x: number, y: number, r: number): void {
    this.g.fillCircle(this.cx + x * this.u, this.cy + y * this.u, r * this.u);
  }

  /** A polygon through points (x, y pairs), or with `width` a line through them with round joints. */
  path(pts: readonly number[], width = 0): void {
    const g = this.g;
    // The width before the points: each point keeps the width set when it is added.
    if (width > 0) g.lineStyle(width * this.u, this.colour, 1);
    g.beginPath();
    for (let i = 0; i < pts.length; i += 2) g.lineTo(this.cx + pts[i]! * this.u, this.cy + pts[i + 1]! * this.u);
    if (width === 0) {
      g.closePath();
      g.fillPath();
      return;
    }
    g.strokePath();
    for (let i = 0; i < pts.length; i += 2) this.circle(pts[i]!, pts[i + 1]!, width / 2);
  }

  /** A number `h` high centred on (x, y), narrowed to `w`. */
  number(n: number, x: number, y: number, h: number, w: number): void {
    const text = String(n);
    const k = Math.min(h, (w * 6) / (text.length * 5.6 - 1.6)) / 6;
    const left = x - ((text.length * 5.6 - 1.6) * k) / 2;
    Array.from(text, Number).forEach((d, i) => {
      for (const stroke of DIGITS[d]!.split(' ')) {
        this.path(Array.from(stroke, (v, j) => (j % 2 === 0 ? left + (Number(v) + i * 5.6) * k : y + (Number(v) - 3) * k)), 0.95 * k);
      }
    });
  }

  /** Draws a spec of shapes (this file's header) in `colours`; `count` for its number. */
  draw(spec: string, count = 0, colours = PALETTE): void {
    for (const word of spec.trim().split(' ')) {
      const colour = colours[word[0]!];
      if (colour !== undefined) this.fill(colour);
      const op = word[colour === undefined ? 0 : 1];
      const v = word.slice(colour === undefined ? 1 : 2).split(',').map((s) => Number(s) / 100);
      const [a = 0, b = 0, c = 0, d = 0, e = 0] = v;
      if (op === 'c') this.circle(a, b, c);
      else if (op === 'p') this.path(v);
      else if (op === 'l') this.path(v.slice(1), a);
      else if (op === 'n') this.number(count, a, b, c, d);
      else if (op === 's') this.path(SHIELD.map((s, i) => (s * a) / 100 + (i % 2) * b));
      else if (op === 'x') this.path(starPoints(a, b, c, d, Math.round(e * 100)));
    }
  }
}

function pen(g: Phaser.GameObjects.Graphics, rect: Rect, earned: boolean): Pen {
  return new Pen(g, rect.x + rect.width / 2, rect.y + rect.height / 2, Math.min(rect.width, rect.height) / 2, earned);
}

/** The number a badge's emblem shows: its count, or a time in minutes. */
const countOf = (b: BadgeDef): number => ('count' in b ? b.count : b.kind === 'fast' ? Math.round(b.seconds / 60) : 0);

/**
 * Draws `badge`'s emblem into `g`, in the largest square centred in `rect`: bright when earned,
 * in greys with a padlock when not.
 */
export function drawEmblem(g: Phaser.GameObjects.Graphics, badge: Emblem, rect: Rect, earned: boolean): void {
  const p = pen(g, rect, earned);
  if (typeof badge === 'string') p.draw(EMBLEMS.month!, MONTH_BADGES.find((m) => m.badge === badge)!.met, { ...PALETTE, ...METALS[badge] });
  else p.draw(EMBLEMS[badge.kind === 'first-win' ? gameDef(badge.game).emblem : badge.id] ?? EMBLEMS[badge.kind]!, countOf(badge));
  if (!earned) p.draw(EMBLEMS.lock!);
}

/** A trophy cup, for the button that opens the trophies. */
export function drawCup(g: Phaser.GameObjects.Graphics, rect: Rect): void {
  pen(g, rect, true).draw(EMBLEMS.cup!);
}
