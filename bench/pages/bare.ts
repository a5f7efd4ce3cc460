/**
 * The benchmark's baseline (bench/page.ts): bare Phaser dealing Famous Fifty's 104 cards the way
 * the game does, with none of the game around it. Same canvas size, same card size and piles (the
 * game's own layout function), one texture atlas drawn on a canvas, 50 cards tweened to the ten
 * columns with a stagger and 54 left in the stock.
 *
 * `window.__bare.deal(pace)` deals afresh and resolves when the last tween ends;
 * `window.__bare.ready` is the performance.now() of the first frame after create(). With `?felt=1`
 * a full-window image lies under the cards, as the game's felt does (a diagnostic, not the baseline).
 */
import * as Phaser from 'phaser';
import type { CardSprite } from '../../src/view/table/cardSprite.ts';
import { Celebration } from '../../src/view/win/celebrate.ts';
import { DragLook } from '../../src/view/table/drag.ts';
import { layout, cardRect } from '../../src/view/layout/layout.ts';
import { SHADOW_FRAME, drawShadow } from '../../src/view/cards/shadowArt.ts';

const ATLAS = 'bare-atlas';
const BACK = 'back';
const FACES = 52;
const CARDS = 104;
const COLUMNS = 10;
const PER_COLUMN = 5;

/** The deal's timing (ms): a card leaves every `stagger`, flies for `duration`, flips in `flip`. */
export interface Pace {
  stagger: number;
  duration: number;
  flip: number;
}

interface Bare {
  ready: number | null;
  deal(pace: Pace): Promise<void>;
  /** Where the top card of the first column lies after the deal (a card to drag), CSS px. */
  top(): { x: number; y: number; width: number; height: number };
  /** Starts the game's win celebration (its own code) over 52 cards on the foundations. */
  celebrate(): void;
}

declare global {
  interface Window {
    __bare?: Bare;
  }
}

/** One canvas holding every face and a back, as the game's atlas does. */
function drawAtlas(w: number, h: number): { canvas: HTMLCanvasElement; frames: { name: string; x: number; y: number }[] } {
  const cols = 14;
  const canvas = document.createElement('canvas');
  canvas.width = cols * (w + 2);
  canvas.height = Math.ceil((FACES + 2) / cols) * (h + 2);
  const g = canvas.getContext('2d')!;
  const frames: { name: string; x: number; y: number }[] = [];
  for (let i = 0; i <= FACES; i++) {
    const x = (i % cols) * (w + 2);
    const y = Math.floor(i / cols) * (h + 2);
    g.fillStyle = i === FACES ? '#8a1c2b' : '#ffffff';
    g.beginPath();
    g.roundRect(x, y, w, h, Math.max(2, w * 0.08));
    g.fill();
    g.strokeStyle = '#333';
    g.stroke();
    if (i < FACES) {
      g.fillStyle = Math.floor(i / 13) % 3 === 0 ? '#111' : '#c00';
      g.font = `bold ${Math.round(w * 0.3)}px sans-serif`;
      g.fillText(`${(i % 13) + 1}${'♠♥♦♣'[Math.floor(i / 13)]!}`, x + w * 0.08, y + w * 0.32);
    }
    frames.push({ name: i === FACES ? BACK : `c${i}`, x, y });
  }
  // The lifted card's shadow, as the game's atlas has it (the game's own drawing).
  const x = ((FACES + 1) % cols) * (w + 2);
  const y = Math.floor((FACES + 1) / cols) * (h + 2);
  drawShadow(g, x, y, w, h);
  frames.push({ name: SHADOW_FRAME, x, y });
  return { canvas, frames };
}

class DealScene extends Phaser.Scene {
  private cards: Phaser.GameObjects.Image[] = [];
  private hand!: DragLook;
  private celebration: Celebration | null = null;

  create(): void {
    const lay = layout('famous-fifty', this.scale.width, this.scale.height);
    const { width: w, height: h } = lay.card;
    const { canvas, frames } = drawAtlas(w, h);
    const texture = this.textures.addCanvas(ATLAS, canvas)!;
    for (const f of frames) texture.add(f.name, 0, f.x, f.y, w, h);
    // ?felt=1: a full-window image under the cards, as the game's felt, to tell its cost apart.
    if (new URLSearchParams(location.search).has('felt')) {
      const felt = document.createElement('canvas');
      felt.width = felt.height = 512;
      const fg = felt.getContext('2d')!;
      fg.fillStyle = '#146b3a';
      fg.fillRect(0, 0, 512, 512);
      this.textures.addCanvas('bare-felt', felt);
      this.add.image(0, 0, 'bare-felt').setOrigin(0).setDisplaySize(this.scale.width, this.scale.height);
    }
    const stock = lay.stock!;
    for (let i = 0; i < CARDS; i++) this.cards.push(this.add.image(stock.x + w / 2, stock.y + h / 2, ATLAS, BACK));
    // A drag as the game's: the card under the press rises, tilts and casts its shadow (drag.ts).
    this.hand = new DragLook(this, () => lay, ATLAS, CARDS * 3);
    const sprite = (img: Phaser.GameObjects.Image): CardSprite => ({ img, card: 0, faceUp: true, x: img.x, y: img.y, depth: img.depth });
    let held: { s: CardSprite; dx: number; dy: number } | null = null;
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      const img = [...this.cards].sort((a, b) => b.depth - a.depth).find((c) => Math.abs(c.x - p.worldX) < w / 2 && Math.abs(c.y - p.worldY) < h / 2);
      if (!img) return;
      const s = sprite(img);
      img.setDepth(CARDS * 3 + 1);
      this.hand.start(s, (config) => this.tweens.add(config));
      held = { s, dx: img.x - p.worldX, dy: img.y - p.worldY };
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (held) this.hand.moveTo(p.worldX + held.dx, p.worldY + held.dy);
    });
    this.input.on(Phaser.Input.Events.POINTER_UP, () => {
      if (!held) return;
      const { s } = held;
      held = null;
      this.hand.release();
      this.tweens.add({ targets: s.img, x: s.x, y: s.y, angle: 0, scaleX: w / s.img.width, scaleY: h / s.img.height, duration: 230, ease: 'Back.easeOut', onComplete: () => s.img.setDepth(s.depth) });
    });
    this.events.on(Phaser.Scenes.Events.UPDATE, (_t: number, delta: number) => {
      this.hand.tick(delta);
      this.celebration?.tick();
    });
    const win = layout('fortunes-favor', this.scale.width, this.scale.height);
    const bare: Bare = {
      ready: null,
      deal: (pace) => this.deal(lay, pace),
      top: () => cardRect(lay, lay.tableau[0]!, PER_COLUMN - 1, PER_COLUMN),
      celebrate: () => {
        this.tweens.killAll();
        const cards = this.cards.slice(0, 52).map((img, i) => {
          const f = win.foundations[i % win.foundations.length]!;
          return img.setFrame(`c${i}`).setDisplaySize(win.card.width, win.card.height).setPosition(f.x + win.card.width / 2, f.y + win.card.height / 2).setAngle(0);
        });
        for (const img of this.cards.slice(52)) img.setVisible(false);
        this.celebration = new Celebration(this, win, cards, CARDS * 2, () => { this.celebration = null; });
        this.celebration.start();
      },
    };
    window.__bare = bare;
    this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
      bare.ready = performance.now();
    });
  }

  private deal(lay: ReturnType<typeof layout>, pace: Pace): Promise<void> {
    const stock = lay.stock!;
    const { width: w, height: h } = lay.card;
    this.tweens.killAll();
    return new Promise((resolve) => {
      let pending = COLUMNS * PER_COLUMN;
      const done = (): void => {
        pending--;
        if (pending === 0) resolve();
      };
      this.cards.forEach((card, i) => {
        card.setPosition(stock.x + w / 2, stock.y + h / 2).setFrame(BACK).setScale(1).setDepth(i);
        if (i >= COLUMNS * PER_COLUMN) return;
        // Round by round across the columns, as a dealer deals (and as the game does).
        const spot = lay.tableau[i % COLUMNS]!;
        const to = cardRect(lay, spot, Math.floor(i / COLUMNS), PER_COLUMN);
        card.setDepth(CARDS + i);
        this.tweens.add({
          targets: card,
          x: to.x + w / 2,
          y: to.y + h / 2,
          // The game's beat between rounds.
          delay: (i + Math.floor(i / COLUMNS) * 3) * pace.stagger,
          duration: pace.duration,
          ease: 'Cubic.easeOut',
          // Then it turns face up: narrows to an edge, changes side, widens again.
          onComplete: () => {
            this.tweens.add({
              targets: card,
              scaleX: 0,
              duration: pace.flip / 2,
              ease: 'Sine.easeIn',
              yoyo: true,
              onYoyo: () => card.setFrame(`c${(i * 7) % FACES}`),
              onComplete: done,
            });
          },
        });
      });
    });
  }
}

new Phaser.Game({
  type: Phaser.AUTO,
  parent: document.body,
  backgroundColor: '#0b5d36',
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  audio: { noAudio: true },
  scene: DealScene,
});
