/**
 * "Show a winning line" on the table (issue 18, item 4): the solver's worker finds the line (from
 * the position showing when it is still winnable, else from the start of the deal), the player is
 * asked first when the line uses what they cannot see or when the game would count, and then the
 * replay (play/replay.ts) plays it through the table controller under the control bar
 * (view/watchBar.ts), by pointer, touch and keys, every step said for screen readers. The search
 * runs in the worker and is awaited: the table takes input all the while, and a move made
 * meanwhile drops the answer.
 */
import Phaser from 'phaser';
import { type Move, type State, current } from '../engine/index.ts';
import { Replay, type ReplayChange, usesHiddenInfo } from '../play/replay.ts';
import type { TableController } from '../play/table.ts';
import { remember, verdictOf } from '../play/verdicts.ts';
import { type SolverClient, solverClient } from '../platform/solverClient.ts';
import { T } from '../text/index.ts';
import { announce, askConfirm, hideToast, lastAnnouncement, setToastFooter } from '../view/dom.ts';
import type { Rect } from '../view/layout.ts';
import { WATCH_BAR_FOOTER, WATCH_BUTTONS, WatchBar, type WatchButton } from '../view/watchBar.ts';
import { say } from './solverProbe.ts';

/** The solve for a line to show: longer than the badge's, as the player asked and waits for it. */
const LINE_BUDGET = { maxMs: 8000, maxNodes: 8_000_000 } as const;
const LINE_WAIT_MS = 12_000;

export class WatchGlue {
  private replay: Replay | null = null;
  private bar: WatchBar | null = null;
  private looking = false;
  /** The table has shut down (another deal, the menu): answers for it are dropped. */
  private gone = false;

  /**
   * `footerChanged`: the bar came or went, taking `footer` px at the foot of the screen (the scene
   * lays the cards out above it). `counted`: the table was opened to watch a game whose result is
   * already counted (a lost game's Results).
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: TableController,
    private readonly busy: () => boolean,
    private readonly footerChanged: (footer: number) => void,
    private readonly counted = false,
  ) {
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.gone = true;
      this.close();
    });
  }

  /** A line is being watched: the table's own input waits. */
  get active(): boolean {
    return this.replay !== null;
  }

  /** The bar's buttons, for the test hook (world px, which are CSS px). */
  buttons(): { id: string; rect: Rect }[] {
    const bar = this.bar;
    return bar ? WATCH_BUTTONS.map((id) => ({ id: `watch:${id}`, rect: bar.buttonRect(id) })) : [];
  }

  /** "Show a winning line": find it in the worker, ask when needed, then play it. */
  async request(fromStart = false): Promise<void> {
    const t = this.table;
    if (this.replay || this.looking || t.isDealing || t.over === 'won') return;
    const client = solverClient();
    if (!client) {
      say(T.noSolver, 5000);
      return;
    }
    this.looking = true;
    try {
      const found = await this.find(client, fromStart);
      if (!found) return;
      const from = found.fromStart ? t.session.start : t.state;
      const hidden = usesHiddenInfo(from, found.line);
      const session = t.session;
      if (hidden || !this.counted) {
        const yes = await askConfirm(T.watchAskTitle, hidden ? T.watchAskHidden : T.watchAskPlain, T.watchYes, T.cancel);
        if (!yes || session !== t.session || this.gone) return;
      }
      const notice = found.fromStart && t.session.position > 0 && !fromStart;
      this.start(found.line, found.fromStart);
      // Toasts move above the bar while it shows; only a word worth reading stays there.
      if (notice) say(T.watchFromStart, 5000);
      else hideToast();
    } finally {
      this.looking = false;
    }
  }

  /** The line to show, or null (said why); null too when the player moved meanwhile. */
  private async find(client: SolverClient, fromStart: boolean): Promise<{ line: readonly Move[]; fromStart: boolean } | null> {
    const t = this.table;
    const session = t.session;
    const stale = () => session !== t.session || this.gone;
    say(T.watchLooking, 3000);
    announce(T.watchLooking);
    const here = current(session);
    if (!fromStart && t.over === null && session.position > 0 && verdictOf(here) !== 'loss') {
      const line = await lineFrom(client, here, stale);
      if (stale()) return null;
      if (line) return { line, fromStart: false };
    }
    const line = await lineFrom(client, session.start, stale);
    if (stale()) return null;
    if (line) return { line, fromStart: true };
    const why = verdictOf(session.start) === 'loss' ? T.watchCannot : T.watchNoLine;
    say(why, 6000);
    announce(why);
    return null;
  }

  private start(line: readonly Move[], fromStart: boolean): void {
    this.replay = new Replay(this.table, line, fromStart, (c) => { this.changed(c); });
    this.bar = new WatchBar(this.scene, (id) => { this.press(id); });
    this.setFooter(WATCH_BAR_FOOTER);
    this.show();
    announce(T.watchStarted(line.length));
    this.replay.play();
  }

  private press(id: WatchButton): void {
    const r = this.replay;
    if (!r) return;
    switch (id) {
      case 'back':
        r.pause();
        r.back();
        break;
      case 'toggle':
        r.toggle();
        break;
      case 'forward':
        r.pause();
        r.forward();
        break;
      case 'speed':
        r.cycleSpeed();
        break;
      case 'stop':
        r.stop();
        break;
    }
  }

  /** The keys while watching: true when the key was the bar's (the scene then prevents its default). */
  key(e: KeyboardEvent): boolean {
    if (!this.replay || e.ctrlKey || e.metaKey || e.altKey) return false;
    const r = this.replay;
    switch (e.key) {
      case ' ':
      case 'Spacebar':
      case 'Enter':
      case 'k':
        this.press('toggle');
        return true;
      case 'ArrowLeft':
        this.press('back');
        return true;
      case 'ArrowRight':
        this.press('forward');
        return true;
      case '+':
      case '=':
        r.changeSpeed(1);
        return true;
      case '-':
      case '_':
        r.changeSpeed(-1);
        return true;
      case 'Escape':
      case 'Esc':
        this.press('stop');
        return true;
      default:
        return false;
    }
  }

  /** Fed every frame: the replay plays on once the cards have landed. */
  update(nowMs: number): void {
    this.replay?.tick(nowMs, this.busy());
  }

  relayout(): void {
    this.bar?.relayout();
  }

  private changed(c: ReplayChange): void {
    const r = this.replay;
    if (!r) return;
    this.show();
    const at = T.watchStatus(r.index, r.length);
    switch (c) {
      case 'step':
      case 'end':
        // The move's own words (the table said them) with where the line has got to.
        announce(T.watchStepSpoken(r.index, r.length, lastAnnouncement()));
        if (c === 'end') this.close();
        return;
      case 'back':
        announce(at);
        return;
      case 'play':
        announce(T.watchPlaying);
        return;
      case 'pause':
        announce(T.watchPaused(r.index, r.length));
        return;
      case 'speed':
        announce(T.watchSpeed(r.speed));
        return;
      case 'stop':
        announce(T.watchStopped);
        this.close();
        return;
    }
  }

  private show(): void {
    const r = this.replay;
    if (r) this.bar?.show({ index: r.index, length: r.length, playing: r.playing, speed: r.speed });
  }

  private close(): void {
    this.replay = null;
    if (!this.bar) return;
    this.bar.destroy();
    this.bar = null;
    this.setFooter(0);
  }

  /** The bar's room at the foot of the screen: the toasts keep above it, and the table too while it stands. */
  private setFooter(px: number): void {
    setToastFooter(px);
    if (!this.gone) this.footerChanged(px);
  }
}

/** A winning line from `state` that the worker replayed to a win, or null; asked twice when another request superseded it. */
async function lineFrom(client: SolverClient, state: State, stale: () => boolean): Promise<readonly Move[] | null> {
  for (let tries = 0; tries < 2 && !stale(); tries++) {
    const r = await client.solve(state, LINE_BUDGET, LINE_WAIT_MS);
    if (!r) continue;
    remember(state, r.verdict, r.line);
    return r.verdict === 'win' && r.replayed ? r.line : null;
  }
  return null;
}
