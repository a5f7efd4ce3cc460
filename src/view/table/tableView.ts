/**
 * The table as the player sees it: the board of cards, the bar with its figures, the note beside
 * the game's name and the watch bar, laid out for the screen. Each event of the table's feed is
 * drawn here (the words and sounds are the cues'); nothing is decided here.
 */
import type Phaser from 'phaser';
import type { PileId, State } from '../../engine/index.ts';
import type { Rect } from '../../geometry.ts';
import { FOCUS_STOPS } from '../../input/keyboard.ts';
import type { FocusStop, InputEvent } from '../../input/tableInput.ts';
import type { AdvisorEvent } from '../../play/advisor.ts';
import type { GuideEvent } from '../../play/guide.ts';
import type { HudFigures, TableEvent } from '../../play/table.ts';
import type { Earned, RewardEvent } from '../../play/rewards.ts';
import type { WatchEvent } from '../../play/watch.ts';
import { T } from '../../text/index.ts';
import { goalWords } from '../../text/progress.ts';
import { WinBanner } from '../win/winBanner.ts';
import { type Unlocks, showUnlock } from '../win/unlock.ts';
import { viewport } from '../../platform/viewport.ts';
import { atlasCardPx, ensureAtlas } from '../cards/atlas.ts';
import { FiguresOnArrival } from './arrivals.ts';
import { Board } from './board.ts';
import { hideToast, setToastFooter, toast } from '../kit/dom.ts';
import { onSceneKey } from '../kit/keys.ts';
import { Hud } from './hud.ts';
import { HUD_BUTTONS, type HudButton, type Layout, layout } from '../layout/layout.ts';
import { NoteLine } from './noteLine.ts';
import { type CalloutRoom, GuideCallout } from './guideCallout.ts';
import { type PointerActions, TablePointer } from './pointer.ts';
import { viewSettings } from '../kit/settings.ts';
import { WATCH_BUTTONS, WatchBar, type WatchButton, watchBarFooter } from './watchBar.ts';
import { testLog } from '../../testLog.ts';

/** What the view asks of the table while it draws. */
export interface TableViewPorts extends PointerActions {
  readonly game: string;
  readonly title: string;
  /** The words under the bar's figures (the result to beat), in the language now in force; null: no such line. */
  line(): string | null;
  /** The position now. */
  state(): State;
  /** The figures as the table opens; after that the view learns them from the controller's events. */
  openingFigures(): HudFigures;
  /** Where the keyboard's ring stands now. */
  focus(): FocusStop | null;
  /** The card the keyboard holds up, with its places, or null. */
  lifted(): { readonly from: PileId; readonly places: readonly PileId[] } | null;
  /** A press on the note while it offers an action. */
  pressNote(): void;
  /** A press on a button of the watch bar. */
  watch(control: WatchButton): void;
  /** A press on the first-deal guide's "Next" or "Skip". */
  guide(action: 'next' | 'skip'): void;
}

export class TableView {
  private laidOut: Layout;
  private footer = 0;
  /** A daily challenge's goal is on the table: the bar gives it a line. */
  private goal = false;
  readonly board: Board;
  readonly hud: Hud;
  readonly pointer: TablePointer;
  private readonly note: NoteLine;
  private bar: WatchBar | null = null;
  private readonly guide: GuideCallout;
  /** What the game just ended earned, for the win's banner. */
  private earned: Earned | null = null;
  private banner: WinBanner | null = null;
  private unlock: Unlocks | null = null;
  /** When the game ended (performance.now ms): the win's celebration keeps its bound from then. */
  private overAt = 0;
  /** The figures the bar shows: the controller's, as the cards land. */
  private readonly figures: FiguresOnArrival;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly ports: TableViewPorts,
  ) {
    this.laidOut = this.computeLayout();
    ensureAtlas(scene.textures, this.atlasSpec());
    this.hud = new Hud(scene, this.laidOut.hud, ports.title, viewport().dpr, () => ports.line());
    this.figures = new FiguresOnArrival((f) => { this.drawFigures(f); });
    this.board = new Board(scene, ports.state(), this.laidOut, this.figures);
    this.hud.setTimerShown(viewSettings().showTimer);
    this.hud.setMuted(!viewSettings().soundOn);
    this.note = new NoteLine(scene, this.laidOut.hud, () => { ports.pressNote(); });
    this.guide = new GuideCallout(scene, (id) => { ports.guide(id === 'guide-next' ? 'next' : 'skip'); });
    this.pointer = new TablePointer(scene, () => this.board, () => this.hud, ports, (x, y) => this.guide.covers(x, y));
    this.figures.figures(ports.openingFigures());
  }

  /** Where each pile lies, for the keyboard's rows. */
  pileSpots(): { id: PileId; x: number; y: number }[] {
    return Object.values(this.laidOut.piles).map((p) => ({ id: p.id as PileId, x: p.x, y: p.y }));
  }

  /** The table's controls and where they are (CSS px), for the test hook. */
  buttons(): { id: string; rect: Rect }[] {
    const bar = this.bar;
    const watch = bar ? WATCH_BUTTONS.map((id) => ({ id: `watch:${id}`, rect: bar.buttonRect(id) })) : [];
    return [...HUD_BUTTONS.map((id: HudButton) => ({ id: `hud:${id}`, rect: this.hud.buttonRect(id) })), ...watch, ...this.guide.controls];
  }

  /** The figures again (the timer shown or hidden, a new layout). */
  showFigures(): void {
    this.figures.redraw();
  }

  private drawFigures(f: HudFigures): void {
    this.hud.setStats(f);
    this.hud.setEnabled('undo', f.canUndo);
    this.hud.setEnabled('redo', f.canRedo);
    this.hud.setFinish(f.canFinish);
  }

  /** Draws one event of the table's feed; `words` is what its cue says (a refused drop shows it too). */
  show(e: TableEvent | InputEvent | AdvisorEvent | WatchEvent | RewardEvent | GuideEvent, words: string | null): void {
    switch (e.kind) {
      case 'guide':
        this.guide.show(e.shown, this.calloutRoom());
        return;
      case 'goal':
        if (!this.goal) {
          this.goal = true;
          this.relayout();
        }
        this.hud.setGoal(T.goalLine(goalWords(e.goal)), e.status);
        return;
      case 'earned':
        // A win's badges come in under its banner; every game's Results show them after.
        this.earned = e.earned;
        return;
      case 'played':
        this.board.clearHighlight();
        this.board.playSteps(e.steps, e.after);
        this.guide.draw(this.calloutRoom());
        return;
      case 'shown':
        this.pointer.cancel();
        this.board.clearHighlight();
        this.board.showState(this.ports.state(), true);
        this.guide.draw(this.calloutRoom());
        return;
      case 'refused':
        if (e.drop) this.board.refuseDrop(words);
        else this.board.shake(e.pile);
        return;
      case 'hint':
        this.board.highlight(e.piles);
        if (e.words) this.notice(e.words, HINT_NOTICE_MS);
        return;
      case 'noHelp':
        if (e.words) this.notice(e.words, HINT_NOTICE_MS);
        return;
      case 'figures':
        this.figures.figures(e.figures);
        return;
      case 'note':
        this.note.show(e.text, e.action !== null);
        return;
      case 'notice':
      case 'watchNotice':
        this.notice(e.text, e.ms);
        return;
      case 'watchStarted':
        if (!e.keepNotice) hideToast();
        return;
      case 'bar':
        this.showBar(e.progress);
        return;
      case 'focus':
        this.drawFocus(e.stop);
        return;
      case 'lifted':
        this.board.showLift(e.from, e.places);
        this.board.focusPile(e.aim);
        return;
      case 'aimed':
        this.board.focusPile(e.at);
        return;
      case 'putBack':
        this.board.showLift(null);
        this.drawFocus(this.ports.focus());
        return;
      default:
        return;
    }
  }

  /**
   * The end of a game: no press or drag goes on, and once the last cards have landed (a finish may
   * still be flying) `then` runs.
   */
  gameOver(then: () => void): void {
    this.overAt = performance.now();
    this.pointer.cancel();
    this.hud.setFinish(false);
    this.whenIdle(then);
  }

  /** The badges the game just won earned: their emblems come in under `banner`, until the Results take their place. */
  private showBadges(banner: WinBanner): void {
    const ids = (this.earned?.badges ?? []).map((b) => b.id);
    if (ids.length > 0) this.unlock = showUnlock(this.scene, ids, banner.bottom);
  }

  /** Calls `fn` once no card animation runs. */
  private whenIdle(fn: () => void): void {
    if (!this.board.isAnimating()) fn();
    else this.scene.time.delayedCall(50, () => { this.whenIdle(fn); });
  }

  /**
   * The win: its banner at once (what the game earned), and the celebration, which a tap or a key
   * skips; `done` follows its end or the skip. The banner stays until `closeBanner`.
   */
  celebrate(seconds: number, moves: number, done: (skipped: boolean) => void): void {
    const earned = this.earned ?? { won: true, bestTime: false, fewestMoves: false, challenge: null, badges: [] };
    this.banner = new WinBanner(this.scene, { x: 0, y: this.laidOut.hud.bar.height, width: this.laidOut.width }, earned, seconds, moves);
    this.showBadges(this.banner);
    const skip = (): void => { this.board.skipCelebration(); };
    this.scene.input.once('pointerdown', skip);
    const stopKey = onSceneKey(this.scene, () => {
      stopKey();
      skip();
    });
    const unhook = (): void => {
      this.scene.input.off('pointerdown', skip);
      stopKey();
    };
    this.scene.events.once('shutdown', unhook);
    this.board.celebrate((skipped) => {
      unhook();
      done(skipped);
    }, this.overAt);
  }

  /** The win's banner and badges go: the Results say it all now. */
  closeBanner(): void {
    this.banner?.destroy();
    this.banner = null;
    this.unlock?.destroy();
    this.unlock = null;
  }

  notice(text: string, ms: number): void {
    notice(text, ms);
  }

  private drawFocus(stop: FocusStop | null): void {
    if (stop === FOCUS_STOPS.note) this.board.focusAround(() => this.note.rect());
    else this.board.focusPile(stop);
  }

  private showBar(progress: Parameters<WatchBar['show']>[0] | null): void {
    if (progress && !this.bar) {
      this.bar = new WatchBar(this.scene, (id) => { this.ports.watch(id); });
      this.setFooter(watchBarFooter(viewport().width));
    }
    if (progress) this.bar?.show(progress);
    else if (this.bar) {
      this.bar.destroy();
      this.bar = null;
      this.setFooter(0);
    }
  }

  /** The watch bar's room at the foot of the screen: toasts keep above it, and the cards too while it stands. */
  private setFooter(px: number): void {
    setToastFooter(px);
    this.footer = px;
    this.relayout();
  }

  /** The table is gone: toasts go back to the foot of the screen. */
  close(): void {
    if (this.footer > 0) setToastFooter(0);
  }

  private computeLayout(): Layout {
    const v = viewport();
    return layout(this.ports.game, v.width, v.height, { leftHanded: viewSettings().leftHanded, footer: this.footer, line: this.ports.line() !== null, goal: this.goal });
  }

  private atlasSpec() {
    return { cardPx: atlasCardPx(this.laidOut.card.width, viewport().dpr), fourColour: viewSettings().fourColour };
  }

  /** After a resize, a rotation or a setting change: a fresh layout, and sharper cards if needed. */
  relayout(): void {
    this.pointer.cancel();
    const lifted = this.ports.lifted();
    // The watch bar takes two rows on the narrowest screens: its room follows the width.
    if (this.bar && this.footer !== watchBarFooter(viewport().width)) {
      this.footer = watchBarFooter(viewport().width);
      setToastFooter(this.footer);
    }
    this.laidOut = this.computeLayout();
    if (ensureAtlas(this.scene.textures, this.atlasSpec())) this.board.refreshTextures();
    this.board.relayout(this.laidOut);
    if (lifted) this.board.showLift(lifted.from, lifted.places);
    this.drawFocus(this.ports.focus());
    this.hud.relayout(this.laidOut.hud);
    this.note.relayout(this.laidOut.hud);
    this.bar?.relayout();
    this.guide.draw(this.calloutRoom());
    this.showFigures();
  }

  /** Where the guide's callout may stand: between the bar (and its lines) and the watch bar's room, by the piles as they lie now. */
  private calloutRoom(): CalloutRoom {
    const { hud, width, height } = this.laidOut;
    const top = Math.max(...[hud.bar, hud.line, hud.goal].map((r) => (r ? r.y + r.height : 0)));
    const places = this.board.places;
    return { width, height, top, bottom: height - this.footer, piles: Object.keys(this.laidOut.piles) as PileId[], topRect: (id) => places.topRect(id), pileRect: (id) => places.pileRect(id) };
  }
}

/** How long a hint's words stay. */
const HINT_NOTICE_MS = 5000;

const noticeLog = testLog<string>();

/** A quiet message of the table's at the foot of the screen. */
export function notice(text: string, ms: number): void {
  noticeLog.add(text);
  toast(text, ms);
}

/** Every quiet message the table and its services have shown on this page, oldest first. */
export const noticesShown = (): readonly string[] => noticeLog.entries();
