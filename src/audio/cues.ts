/**
 * What the player hears of each event on the table, in one place: the sounds it plays and the words
 * the live region says. Pure: the scene hands every event of the table controller, its input and
 * its services here, plays the sounds and says the words.
 */
import type { Step } from '../engine/index.ts';
import type { InputEvent } from '../input/tableInput.ts';
import { FOCUS_STOPS } from '../input/keyboard.ts';
import { SOUND, type SoundKey } from '../keys.ts';
import type { AdvisorEvent } from '../play/advisor.ts';
import type { GuideEvent } from '../play/guide.ts';
import type { TableEvent } from '../play/table.ts';
import type { RewardEvent } from '../play/rewards.ts';
import type { WatchEvent } from '../play/watch.ts';
import { announceAction, describePile, liftSpoken, moveSpoken, notAPlaceSpoken, nowhereSpoken, placeSpoken, putBackSpoken } from '../text/announce.ts';
import { guideWords } from '../play/guideWords.ts';
import { T } from '../text/index.ts';

export type TableFeedEvent = TableEvent | InputEvent | AdvisorEvent | WatchEvent | RewardEvent | GuideEvent;

export interface Cue {
  readonly sounds: readonly SoundKey[];
  /** What the live region says; null: nothing. */
  readonly say: string | null;
}

const QUIET: Cue = { sounds: [], say: null };
const said = (say: string): Cue => ({ sounds: [], say });

/**
 * The sounds of a played action: a draw flips; a card sent home chimes, as do auto-play's cards
 * going up after it; a card placed elsewhere is placed; a card turned up flips.
 */
export function playedSounds(moves: readonly { readonly kind: string; readonly to?: { readonly zone: string } }[], steps: readonly Step[]): SoundKey[] {
  const first = moves[0];
  const drawOnly = moves.length === 1 && first?.kind === 'draw';
  const sounds: SoundKey[] = [drawOnly ? SOUND.flip : first?.kind === 'move' && first.to?.zone === 'f' ? SOUND.foundation : SOUND.place];
  const home = steps.some((s) => s.kind === 'move' && s.to.startsWith('f'));
  if (home && sounds[0] !== SOUND.foundation) sounds.push(SOUND.foundation);
  if (steps.some((s) => s.kind === 'flip')) sounds.push(SOUND.flip);
  return sounds;
}

function tableCue(e: TableEvent): Cue {
  switch (e.kind) {
    case 'played':
      return { sounds: playedSounds(e.moves, e.steps), say: announceAction(e.before, e.steps, e.after) };
    case 'shown':
      return said(e.why === 'undo' ? T.undone : e.why === 'redo' ? T.redone : T.restarted);
    case 'refused':
      return { sounds: [SOUND.refused], say: e.drop && e.reason ? T.dropRefused(T.refusal(e.reason)) : null };
    case 'nothing':
      return said(e.what === 'undo' ? T.nothingToUndo : e.what === 'redo' ? T.nothingToRedo : T.nothingToFinish);
    case 'hint':
      return said(T.hintSpoken(moveSpoken(e.state, e.move)));
    case 'noHelp':
      return said(T.noMoveHelps);
    case 'over':
      return e.how === 'won' ? { sounds: [SOUND.win], say: null } : said(T.lost);
    case 'elsewhere':
      return said(e.data ? T.movedOnElsewhere : T.endedElsewhere);
    default:
      return QUIET;
  }
}

function inputCue(e: InputEvent): Cue {
  switch (e.kind) {
    case 'focus':
      if (e.quiet || e.stop === null) return QUIET;
      if (e.stop !== FOCUS_STOPS.note) return said(describePile(e.state, e.stop));
      return e.note ? said(T.noteSpoken(e.note.text, e.note.action.kind === 'undoTo' ? T.noteUndo : T.noteResults)) : QUIET;
    case 'lifted':
      return said(liftSpoken(e.state, e.from, e.places));
    case 'aimed':
      return said(placeSpoken(e.state, e.at));
    case 'notAPlace':
      return said(notAPlaceSpoken(e.state, e.from, e.pile));
    case 'putBack':
      return e.spoken ? said(putBackSpoken(e.state, e.from)) : QUIET;
    case 'nowhere':
      return said(nowhereSpoken(e.state, e.pile));
    case 'describe':
      return said(describePile(e.state, e.pile));
    case 'pickedUp':
      return { sounds: [SOUND.pickUp], say: null };
    case 'noStock':
      return said(T.noStock);
    default:
      return QUIET;
  }
}

/**
 * The table as it opens: its title and whether the game is new or resumed, with the result to beat
 * when a link brought one; the deal's sound only when the cards are dealt out (a resumed game is
 * shown where it was, without a sound).
 */
export function openingCue(opening: string, toBeat: string | null, dealing: boolean): Cue & { readonly say: string } {
  return { sounds: dealing ? [SOUND.deal] : [], say: toBeat ? `${opening} ${toBeat}` : opening };
}

/** The sounds and words of any event of the table's feed. */
export function cueOf(e: TableFeedEvent): Cue {
  switch (e.kind) {
    case 'spoken':
    case 'watchSpoken':
      return said(e.text);
    case 'watchNotice':
      return e.spoken ? said(e.text) : QUIET;
    case 'guide':
      return e.shown && e.fresh ? said(guideWords(e.shown)) : QUIET;
    case 'goal':
      return e.status === 'met' ? said(T.goalMet) : e.status === 'failed' ? said(T.goalMissed) : QUIET;
    case 'note':
    case 'notice':
    case 'bar':
    case 'watchStarted':
    case 'earned':
      return QUIET;
    case 'focus':
    case 'lifted':
    case 'aimed':
    case 'notAPlace':
    case 'putBack':
    case 'nowhere':
    case 'describe':
    case 'pickedUp':
    case 'noStock':
    case 'command':
      return inputCue(e);
    default:
      return tableCue(e);
  }
}
