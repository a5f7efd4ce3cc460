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
import { layout, cardRect } from '../../src/view/layout.ts';

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
  canvas.height = Math.ceil((FACES + 1) / cols) * (h + 2);
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
  return { canvas, frames };
}

class DealScene extends Phaser.Scene {
  private cards: Phaser.GameObjects.Image[] = [];

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
    const bare: Bare = {
      ready: null,
      deal: (pace) => this.deal(lay, pace),
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
          delay: i * pace.stagger,
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
