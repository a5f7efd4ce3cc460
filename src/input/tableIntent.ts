/**
 * What the player (and the page around the table) can ask of the table, as intents for its store
 * (play/tableStore.ts), and how each is applied: gestures and keys through the input, the rest
 * straight to the controller or the service that owns them.
 */
import type { TableData, SavedTable } from '../play/deal.ts';
import type { AdvisorEvent, SolverAdvisor } from '../play/advisor.ts';
import { type GuideEvent, type GuidePorts, TableGuide } from '../play/guide.ts';
import type { RewardEvent, Rewards } from '../play/rewards.ts';
import { type TableModel, TableStore } from '../play/tableStore.ts';
import type { TableController } from '../play/table.ts';
import type { WatchControl, WatchController, WatchEvent } from '../play/watch.ts';
import { KEY_ACTIONS, type KeyAction } from './keyboard.ts';
import type { BoardIntent, InputEvent, TableCommand, TableInput } from './tableInput.ts';

export type TableIntent =
  | { readonly kind: 'board'; readonly intent: BoardIntent }
  | { readonly kind: 'command'; readonly command: TableCommand }
  | { readonly kind: 'key'; readonly action: KeyAction }
  /** The note beside the game's name pressed (its offer, played through the controller). */
  | { readonly kind: 'note' }
  | { readonly kind: 'watch'; readonly control: WatchControl }
  /** "Show a winning line" (`fromStart`: from the start of the deal, as a lost game's Results ask). */
  | { readonly kind: 'watchLine'; readonly fromStart: boolean }
  /** A frame of the table's: the clock runs `ms`, the watched line steps unless cards are `busy`. */
  | { readonly kind: 'frame'; readonly ms: number; readonly now: number; readonly busy: boolean }
  | { readonly kind: 'dealt' }
  | { readonly kind: 'restart' }
  | { readonly kind: 'deal'; readonly data: TableData }
  | { readonly kind: 'dealByNumber'; readonly asked: Promise<number | null> }
  | { readonly kind: 'savedElsewhere'; readonly saved: SavedTable | null }
  | { readonly kind: 'save' }
  | { readonly kind: 'stillWinnableChanged' }
  /** The first-deal guide: shown again from its first step, on at "Next", or skipped. */
  | { readonly kind: 'guide'; readonly action: 'start' | 'next' | 'skip' };

/** The parts an intent is applied to. */
export interface IntentParts {
  readonly table: TableController;
  readonly input: TableInput;
  readonly watch: WatchController;
  readonly advisor: SolverAdvisor;
  readonly guide: TableGuide;
}

/** Applies one intent: the store's first step. */
export function applyIntent(i: TableIntent, p: IntentParts): void {
  switch (i.kind) {
    case 'board': p.input.intent(i.intent); return;
    case 'command': p.input.command(i.command); return;
    case 'key':
      if (!guideKey(i.action, p)) p.input.key(i.action);
      return;
    case 'note': p.input.pressNote(); return;
    case 'watch': p.watch.press(i.control); return;
    case 'watchLine':
      p.guide.skip();
      void p.watch.request(i.fromStart);
      return;
    case 'frame':
      p.table.tick(i.ms);
      p.watch.tick(i.now, i.busy);
      return;
    case 'dealt': p.table.dealt(); return;
    case 'restart': p.table.restart(); return;
    case 'deal': p.table.newDeal(i.data); return;
    case 'dealByNumber': p.table.dealByNumber(i.asked); return;
    case 'savedElsewhere': p.table.savedElsewhere(i.saved); return;
    case 'save': p.table.save(); return;
    case 'stillWinnableChanged': p.advisor.settingsChanged(); return;
    case 'guide': p.guide[i.action](); return;
  }
}

/**
 * A key the guide showing takes, unless a lifted card needs it first: Escape skips the guide, and
 * Enter presses Next on a step that waits for it (Space still moves the chosen card).
 */
function guideKey(a: KeyAction, p: IntentParts): boolean {
  const shown = p.guide.shown;
  if (!shown || p.input.liftedFrom !== null) return false;
  if (a.action === KEY_ACTIONS.menu) p.guide.skip();
  else if (a.action === KEY_ACTIONS.activate && a.enter === true && shown.move === null) p.guide.next();
  else return false;
  return true;
}

/** The services beside the controller, and the store that orders them (it makes the guide, from where its records are kept and whether this is a first deal). */
export interface TableParts extends Omit<IntentParts, 'guide'> {
  readonly rewards: Rewards;
  readonly guide: { readonly ports: GuidePorts; readonly firstDeal: boolean; readonly asked?: boolean };
}

export type ServiceEvent = InputEvent | AdvisorEvent | WatchEvent | RewardEvent | GuideEvent;

/**
 * The table's store over its parts: intents applied here, the services attached (the store, not
 * this order, decides who hears first), the advisor's note offered to the input in the same pass.
 */
export function tableStore(parts: TableParts): TableStore<TableIntent, ServiceEvent> {
  const p = { ...parts, guide: new TableGuide(parts.table, parts.guide.ports, parts.guide.firstDeal, parts.guide.asked === true) };
  const store = new TableStore<TableIntent, ServiceEvent>({
    apply: (i) => { applyIntent(i, p); },
    controller: p.table,
    read: () => readModel(p),
    relay: (e) => { if (isNote(e)) p.input.offerNote(e.action ? { text: e.text, action: e.action } : null); },
  });
  store.attach('advisor', p.advisor);
  store.attach('rewards', p.rewards);
  store.attach('watch', p.watch);
  store.attach('guide', p.guide);
  store.attach('input', p.input);
  return store;
}

function isNote(e: { readonly kind: string }): e is Extract<AdvisorEvent, { kind: 'note' }> {
  return e.kind === 'note';
}

function readModel(p: IntentParts & Pick<TableParts, 'rewards'>): TableModel {
  const { table, input, advisor, rewards, guide } = p;
  return {
    session: table.session,
    outcome: table.over,
    dealing: table.isDealing,
    clock: Math.floor(table.elapsedSeconds),
    focus: input.focus,
    lift: input.liftedFrom,
    targets: input.liftedPlaces,
    note: { text: advisor.note.text, action: advisor.note.action },
    goal: rewards.goal,
    earned: rewards.earned,
    guide: guide.shown,
  };
}
