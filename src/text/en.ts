/**
 * Every word the player reads or hears, in English: plain keys to strings, or to functions of the
 * figures and names they carry. A translation is another object of the same `Catalogue` shape;
 * counts go through `Intl.PluralRules`, so a language with other plural forms can say them right.
 * Nothing here decides anything: the callers choose what to say, this says it.
 */
import { type Card, RANK_SHOWN, cardLabel, rankOf, suitOf } from '../engine/cards.ts';
import type { ProgressRefusal } from '../engine/progress/codec.ts';
import type { Refusal } from '../engine/types.ts';

const rules = new Intl.PluralRules('en');
const plural = (n: number, one: string, other: string): string => (rules.select(n) === 'one' ? one : other);
const RANK_WORDS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
const SUIT_WORDS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** A card's label in a refusal: 5♥. */
const lbl = (c: Card): string => cardLabel(c);
/** Red or black, the colour a card of the other colour needs. */
export const isRedCard = (c: Card): boolean => suitOf(c) === 1 || suitOf(c) === 2;
/** 10, J: the rank alone, as on the card's corner. */
export const rankShown = (c: Card): string => RANK_SHOWN[rankOf(c) - 1]!;

function refusalEn(r: Refusal): string {
  switch (r.kind) {
    case 'no-move': return 'no move given';
    case 'no-stock': return `${r.game} has no stock`;
    case 'stock-empty': return 'the stock is empty';
    case 'no-pile': return `${r.game} has no pile ${r.pile}`;
    case 'no-foundation': return `${r.game} has no foundation ${r.pile}`;
    case 'pile-empty': return `${r.pileName} ${r.pile} is empty`;
    case 'no-waste': return `${r.game} has no waste`;
    case 'waste-empty': return 'the waste is empty';
    case 'from-stock': return 'cards leave the stock only by drawing';
    case 'from-foundation': return 'a card on a foundation never leaves it';
    case 'to-waste': return 'cards reach the waste only by drawing';
    case 'to-stock': return 'no card goes back to the stock';
    case 'already-there': return `${lbl(r.card)} is already on ${r.pile}`;
    case 'ace-starts-foundation': return `only an Ace may start a foundation, not ${lbl(r.card)}`;
    case 'ace-to-empty-foundation': return `${lbl(r.card)} starts an empty foundation`;
    case 'foundation-next': return `${lbl(r.card)} goes on ${lbl(r.needs)} on a foundation, not on ${lbl(r.top)}`;
    case 'no-foundation-free': return `no foundation is free for ${lbl(r.card)}`;
    case 'no-foundation-yet': return `no foundation takes ${lbl(r.card)} yet (it needs ${lbl(r.needs)})`;
    case 'foundations-only': return `in ${r.game} cards go only to the foundations`;
    case 'not-from': return `in ${r.game} no card from the ${r.source === 'waste' ? 'waste' : 'tableau'} goes onto a ${r.pileName}`;
    case 'king-fills': return `only a King may fill an empty ${r.pileName}`;
    case 'spaces-refill': return 'spaces fill by themselves from the waste or the stock';
    case 'no-space': return `no card may be moved into an empty ${r.pileName}`;
    case 'no-building': return `nothing is built on a ${r.pileName}: ${lbl(r.card)} may go only into an empty one`;
    case 'king-to-space': return `${lbl(r.card)} goes only on an empty ${r.pileName}`;
    case 'end-rank': return `nothing ranks ${r.direction === 'down' ? 'above' : 'below'} ${lbl(r.card)}: it cannot be built on a ${r.pileName}`;
    case 'by-suit': return `${lbl(r.card)} goes on ${lbl(r.needs)}, not on ${lbl(r.top)}`;
    case 'by-colour': return `${lbl(r.card)} goes on a ${isRedCard(r.card) ? 'black' : 'red'} ${rankShown(r.needs)}, not on ${lbl(r.top)}`;
  }
}

export const en = {
  // ---- the live region: what happened ----
  won: 'you won',
  lost: 'no moves left: game over',
  stockEmpty: 'stock empty',
  undone: 'move undone',
  redone: 'move redone',
  nothingToUndo: 'nothing to undo',
  nothingToRedo: 'nothing to redo',
  nothingToFinish: 'nothing to finish yet',
  noStock: 'this game has no stock',
  restarted: 'deal restarted',
  /** What Enter does on the note beside the game's name, said when the keyboard reaches it. */
  noteUndo: 'Enter undoes back to the last winnable position',
  noteResults: 'Enter shows the Results',
  /** Said with the note's news: the note is the first keyboard stop, above the piles. */
  noteReach: 'the arrow keys reach the note at the top',
  noteSpoken: (words: string, does: string) => `${words}: ${does}`,
  tableOpened: (title: string, resumed: boolean) => `${title}. ${resumed ? 'Game resumed.' : 'New deal.'}`,

  // ---- piles and cards, spoken ----
  pile: (pileName: string, n: number) => `${pileName} ${n}`,
  foundation: (n: number) => `foundation ${n}`,
  theWaste: 'the waste',
  theStock: 'the stock',
  cards: (n: number) => plural(n, `${n} card`, `${n} cards`),
  cardsHome: (n: number) => `${plural(n, `${n} card`, `${n} cards`)} to the foundations`,
  toFoundation: (card: string) => `${card} to the foundation`,
  toEmpty: (card: string, pile: string) => `${card} to empty ${pile}`,
  onto: (card: string, under: string) => `${card} onto ${under}`,
  drew: (card: string) => `drew ${card}`,
  turnedUp: (card: string) => `turned up ${card}`,
  refilled: (pile: string, fromWaste: boolean, card: string) => `refilled ${pile} from ${fromWaste ? 'the waste' : 'the stock'} with ${card}`,
  pileEmpty: (name: string) => `${name}: empty`,
  pileTop: (name: string, card: string, count: number, hidden: number) =>
    `${name}: ${card} on top, ${plural(count, `${count} card`, `${count} cards`)}${hidden > 0 ? `, ${hidden} face down` : ''}`,
  foundationUpTo: (name: string, card: string) => `${name}: up to ${card}`,
  wasteEmpty: 'waste: empty',
  wasteTop: (card: string, count: number) => `waste: ${card} on top, ${plural(count, `${count} card`, `${count} cards`)}`,
  stockEmptyPile: 'stock: empty',
  stockCount: (count: number) => `stock: ${plural(count, `${count} card`, `${count} cards`)}`,
  theCard: 'the card',
  drawFromStock: 'draw from the stock',
  toAnEmpty: (card: string, pileName: string) => `${card} to an empty ${pileName}`,

  // ---- the keyboard's lift-and-choose ----
  placeFoundation: 'to the foundation',
  placeEmpty: (pile: string) => `to empty ${pile}`,
  placeOnto: (under: string, pile: string) => `onto ${under}, ${pile}`,
  lifted: (card: string, pile: string, places: number, aim: string) =>
    `lifted ${card} from ${pile}, ${plural(places, `${places} place`, `${places} places`)}${aim === '' ? '' : `: ${aim}`}. Arrows choose, Enter puts it down, Escape puts it back`,
  putBack: (card: string, pile: string) => `${card} put back on ${pile}`,
  notAPlace: (pile: string, card: string) => `${pile} does not take ${card}`,
  nowhere: (card: string) => `${card} has nowhere to go`,
  /** A dropped card went back: the engine's reason ("K♠ goes only on an empty pile"). */
  dropRefused: (reason: string) => `Not there: ${reason}`,
  /** Why the engine refused a move (the command line prints these words too, byte for byte). */
  refusal: (r: Refusal): string => refusalEn(r),

  // ---- hints ----
  hintSpoken: (move: string) => `Hint: ${move}`,
  noMoveHelps: 'No move helps here.',
  noMoveHelpsTitle: 'No move helps',
  noMoveHelpsText: 'Nothing you can see now leads anywhere. Deal a new game?',
  newDealButton: 'New deal',
  keepPlaying: 'Keep playing',
  giveUpTitle: 'Give up this game?',
  giveUpText: 'A new deal counts this game as played and lost, and ends your streak.',
  giveUpYes: 'Give up',
  lostNotice: 'No moves left: this game is lost.',
  movedOnElsewhere: 'This game went on in another tab: here it is as that tab left it.',
  endedElsewhere: 'This game ended in another tab, and was counted there.',

  // ---- the solver's words (badge, hint line, still winnable?) ----
  drawACard: 'Draw a card: nothing on the table helps yet',
  aCard: 'card',
  wordsHome: (card: string) => `Move the ${card} to its foundation`,
  wordsToSpace: (card: string) => `Move the ${card} to the empty pile`,
  wordsTo: (card: string, onto: string) => `Move the ${card} onto the ${onto}`,
  wordsToWaste: (card: string) => `Move the ${card} to the waste`,
  hintLine: (move: string, how: string) => `${move} (${how})`,
  hintKeepsWinnable: 'keeps the game winnable',
  hintLikely: 'likely to lead to a win',
  hintBestChance: 'your best chance to win',
  hintSlim: 'a slim chance, but the best one',
  hintUnlikely: 'a win looks unlikely from here',
  noWinningLineFromHere: 'no way to win is left from here',
  noSolver: 'from the cards in view',
  solverLate: 'from the cards in view',
  badgeWinnable: 'winnable',
  badgeWinnableDeal: 'winnable deal',
  badgeNotWinnable: 'not winnable',
  stillChecking: 'still winnable? …',
  stillWinnable: 'still winnable',
  stillUnknown: 'still winnable? not known',
  noLineLeft: 'no winning line left',
  noLineLeftUndo: 'no winning line left · undo to last winnable',
  deadEnd: 'No sequence of moves can put another card home: this game is lost.',
  deadEndNote: 'dead end · Results',
  deadEndSpoken: (words: string, reach: string) => `${words} Results: ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'finding a winnable deal…',
  noWinnableKnown: (game: string) => `No winnable ${game} deal is known yet; dealing a random one.`,

  // ---- titles and screens ----
  /** An unnumbered deal built to be won: winnable deal N of the game (src/engine/winnable/). */
  winnableTitle: (game: string, n: number) => `${game} · winnable deal ${n}`,
  tableTitle: (game: string, daily: string | null, number: number | null) =>
    game + (daily !== null ? ` · daily deal ${daily}` : number !== null ? ` · deal ${number}` : ''),
  dealNumberPrompt: (game: string) => `${game}: deal number`,
  youWon: 'You won!',
  noMovesLeft: 'No moves left',
  undoLastMove: 'Undo last move',
  lostUndoNote: 'Undo to play on; leaving counts this game as lost.',
  timeAndMoves: (time: string, moves: number) => `Time ${time}    Moves ${moves}`,
  replayDeal: 'Replay this deal',
  menu: 'Menu',
  restartDeal: 'Restart this deal',
  dealByNumber: 'Deal by number…',
  todaysDaily: "Today's daily deal",
  rules: 'Rules',
  statistics: 'Statistics',
  settings: 'Settings',
  close: 'Close',
  buttonSpoken: (label: string) => `${label}, button`,
  cancel: 'Cancel',
  dealButton: 'Deal',
  dealNumberRange: (max: number) => `A deal number is a whole number from 1 to ${max.toLocaleString('en')}.`,
  canvasLabel:
    'Suitcase Solitaire card table. Arrow keys choose a pile, Enter moves its card or, when it has several places, lifts it for the arrows to aim and Enter to put down. D draws, U undoes, H hints, O opens More.',

  // ---- the menu and a game's page ----
  appName: 'Suitcase Solitaire',
  continue: 'Continue',
  continueGame: (game: string) => `Continue ${game}`,
  more: 'More…',
  moreAbout: (game: string) => `More about ${game}`,
  playNewDeal: (game: string) => `Play ${game}, new deal`,
  play: 'Play',
  playGame: (game: string) => `Play ${game}`,
  dailyDealOf: (game: string, streak: number, won: boolean) => `${won ? '★ ' : ''}${game}${streak > 0 ? ` (streak ${streak})` : ''}`,
  dailyDealSpoken: (game: string, streak: number, won: boolean) => `Today's daily deal of ${game}${won ? ', won' : ''}${streak > 0 ? `, streak ${streak}` : ''}`,

  // ---- the HUD ----
  hud: { menu: 'Menu', share: 'Share', options: 'More', new: 'New', hint: 'Hint', undo: 'Undo', redo: 'Redo', mute: 'Sound' },
  muted: 'Muted',
  finishButton: 'Finish',
  hudStats: (moves: number, time: string | null, home: number, total: number) => `Moves ${moves}${time === null ? '' : `   ${time}`}   Home ${home}/${total}`,

  // ---- statistics ----
  statsPlayed: (played: number, won: number, pct: number) => `Played ${played}   Won ${won} (${pct}%)`,
  statsStreaks: (streak: number, best: number) => `Streak ${streak}   Best streak ${best}`,
  statsBest: (time: string | null, moves: number | null) => `Best time ${time ?? '–'}   Fewest moves ${moves ?? '–'}`,
  statsDaily: (won: number, streak: number, best: number) => `Daily deals won ${won}   Daily streak ${streak} (best ${best})`,
  notPlayed: 'Not played yet',
  statsSummary: (won: number, played: number, pct: number, streak: number) => `Won ${won} of ${played} (${pct}%) · streak ${streak}`,
  menuRecord: (won: number, played: number, pct: number, best: string | null) => `Won ${won} of ${played} (${pct}%)${best === null ? '' : ` · best ${best}`}`,
  menuInfo: (difficulty: string, record: string) => `${difficulty} · ${record}`,
  statsTitle: (game: string) => `${game}: statistics`,
  resetStats: 'Reset statistics',
  resetStatsTitle: 'Reset statistics?',
  resetStatsText: (game: string) => `Every figure for ${game} goes back to zero. This cannot be undone.`,
  reset: 'Reset',
  statsWereReset: (game: string) => `${game} statistics reset.`,

  // ---- settings and rules ----
  settingsHelp: 'Tap a setting to change it.',
  on: 'on',
  off: 'off',
  timerShown: 'shown',
  timerHidden: 'hidden',
  setting: (label: string, value: string) => `${label}: ${value}`,
  settingGroups: { cards: 'Cards', table: 'Table', play: 'Play', language: 'Language', progress: 'Progress' },
  groupSpoken: (name: string, chosen: boolean) => `${name} settings${chosen ? ', showing' : ''}`,
  switchSpoken: (name: string, state: string) => `${name}, switch, ${state}`,
  optionSpoken: (name: string, value: string, chosen: boolean) => `${name}: ${value}${chosen ? ', chosen' : ''}`,
  lastGames: 'Your last games',
  chartLegend: 'won · lost · taller took longer',
  chartEmpty: 'Your last games will show here.',
  chartAxis: { moves: 'moves', time: 'time', games: 'games: oldest → newest' },
  chartSpoken: (games: string) => `Your last games, oldest first: ${games}`,
  chartGame: (won: boolean, time: string | null, moves: number | null) => `${won ? 'won' : 'lost'}${time === null ? '' : ` in ${time}`}${moves === null ? '' : `, ${plural(moves, `${moves} move`, `${moves} moves`)}`}`,
  settingNames: {
    soundOn: 'Sound',
    animationSpeed: 'Animation',
    autoPlay: 'Auto-play',
    fourColour: 'Four-colour suits',
    faceStyle: 'Card faces',
    cardBack: 'Card back',
    felt: 'Table colour',
    leftHanded: 'Left-handed layout',
    showTimer: 'Timer',
    winnableOnly: 'Winnable deals only',
    stillWinnable: 'Still winnable?',
    language: 'Language',
  },
  /** A setting's note, shown under its switch and spoken after its name. */
  settingNotes: { stillWinnable: 'uses knowledge of hidden cards' },
  faceNames: { classic: 'classic', large: 'large print' },
  backNames: ['crimson lattice', 'blue frames', 'purple dots', 'green rosette', 'midnight sunburst', 'teal scales'],
  feltNames: { system: 'match system', green: 'green', blue: 'blue', red: 'red', dark: 'dark' },
  rulesTitle: (game: string) => `${game}: rules`,
  /** The first-deal guide: what each step teaches (read from the game's rules), the move it shows, its buttons. */
  guide: {
    foundation: (acesStart: boolean): string => (acesStart ? 'The Aces start on the foundations. Each one builds up by suit to the King.' : 'Aces start the foundations. Each one builds up by suit, from Ace to King.'),
    build: (bySuit: boolean, down: boolean, card: string, under: string) => `Build the piles ${down ? 'down' : 'up'} ${bySuit ? 'by suit' : 'in alternating colours'}, one card at a time (${card} on ${under}).`,
    space: { any: 'Any card may fill an empty space.', king: 'Only a King may fill an empty space.', refill: 'An emptied pile fills itself at once from the waste, or from the stock when the waste is empty.' },
    stock: 'Tap the stock to turn its top card onto the waste. The top waste card plays like a pile top.',
    win: (cards: number) => `Win by moving all ${cards} cards to the foundations.`,
    home: (card: string) => `Move the ${card} to a foundation.`,
    onto: (card: string, under: string) => `Move the ${card} onto the ${under}.`,
    intoSpace: (card: string) => `Move the ${card} into the space.`,
    draw: 'Try it now.',
    step: (n: number, of: number) => `${n} of ${of}`,
    next: 'Next',
    done: 'Got it',
    skip: 'Skip',
    showMe: 'Show me how',
  },
  /** The rules' picture of a legal move of the game's first deal, said beside it. */
  rulesMove: {
    onto: (card: string, under: string): string => `For example, the ${card} may go onto the ${under}.`,
    home: (card: string): string => `For example, the ${card} may go to a foundation.`,
    intoSpace: (card: string): string => `For example, the ${card} may go into an empty space.`,
  },
  /** The rules on a touch screen: what a finger does. */
  touchLine: (gestures: readonly (readonly [gesture: string, does: string])[]) => `By touch: ${gestures.map(([g, d]) => `${g} ${d}`).join('; ')}.`,
  /** What a finger does; the stock's line only for a game with a stock. */
  touchHelp: {
    tap: ['tap a card', 'to move it to its best place (a foundation first)'],
    drag: ['drag a card', 'to put it where you choose'],
    stock: ['tap the stock', 'to draw'],
    bar: ['the buttons on the bar', 'undo, give a hint and open More'],
  } as Readonly<Record<'tap' | 'drag' | 'stock' | 'bar', readonly [gesture: string, does: string]>>,
  keysLine: (keys: readonly (readonly [keys: string, does: string])[]) => `Keys: ${keys.map(([k, d]) => `${k} ${d}`).join('; ')}.`,
  keyHelp: [
    ['Arrow keys', 'choose a pile'],
    ['1 to 9, 0', 'choose pile 1 to 10'],
    ['Enter or Space', 'move the chosen card; with more than one place it is lifted: arrows or 1 to 0 choose the place, Enter puts it down, Esc puts it back'],
    ['Enter', 'in the guide: Next'],
    ['D', 'draw'],
    ['U, Ctrl+Z', 'undo'],
    ['Ctrl+Y, Ctrl+Shift+Z', 'redo'],
    ['H', 'hint'],
    ['F', 'finish (when offered)'],
    ['N', 'new deal'],
    ['O', 'More (restart, deal by number, daily deal, rules, statistics, settings)'],
    ['Esc', 'menu'],
    ['Space, ← →, + −, Esc', 'while a winning line plays (More, Show a winning line): play or pause, step back or forward, speed, stop'],
  ] as readonly (readonly [keys: string, does: string])[],

  // ---- languages: card names, setting values, a game's own words, links ----
  /** BCP 47 tag: numbers are written the language's way. */
  locale: 'en',
  /** A card as a screen reader says it: rank 1 (Ace) to 13 (King), suit 0-3 spades, hearts, diamonds, clubs. */
  cardName: (rank: number, suit: number) => `${RANK_WORDS[rank - 1] ?? rank} of ${SUIT_WORDS[suit] ?? ''}`,
  difficulty: { easy: 'easy', medium: 'medium', hard: 'hard', 'very hard': 'very hard' },
  speeds: { off: 'off', fast: 'fast', normal: 'normal', slow: 'slow' },
  autoPlayModes: { off: 'off', safe: 'safe', all: 'all' },
  /** The language setting's value when it follows the browser: the language that gives. */
  languageAuto: (name: string) => `browser (${name})`,
  /** A game's name, blurb, rules sentences and pile word, by their English text (English needs none). */
  texts: {} as Readonly<Record<string, string>>,
  linkBadGame: (text: string) => `This link names a game we do not have ("${text}").`,
  linkBadDeal: (text: string, max: number) => `This link's deal number "${text}" is not one of ours: deals run from 1 to ${max.toLocaleString('en')}.`,
  linkNoGame: 'This link gives a deal number but no game.',
  linkNotBuilt: (game: string) => `${game} has no deals built to be won: this link's winnable deal is not one of ours.`,
  // ---- the daily boards (a score server named) ----
  boardPost: 'Post to the board',
  boardShow: 'See the board',
  boardSendNow: 'Send now',
  boardSending: 'Sending to the board…',
  boardRanked: (rank: number, of: number) => `Ranked ${rank} of ${of} on the board`,
  boardWaiting: 'Not sent yet: it waits, and will be sent once the board can be reached.',
  /** The server's reason, in its own words (English). */
  boardRefused: (reason: string) => `Not ranked: ${reason}`,
  boardTitle: (deal: string) => `Board · ${deal}`,
  boardPlayers: (n: number) => plural(n, `${n} player`, `${n} players`),
  boardColumns: { rank: 'Rank', name: 'Name', moves: 'Moves', time: 'Time' },
  /** Beside the player's own row. */
  boardYou: 'you',
  boardUnreachable: 'The board cannot be shown now: the score server cannot be reached.',
  boardNameTitle: 'Your name on the boards',
  boardNameLead: 'Shown beside your results on the daily boards, for everyone to see. Kept on this device; Settings › Progress changes it.',
  boardNameHint: (max: number) => `1 to ${max} letters, digits, signs or spaces`,
  boardNameKeep: 'Keep',
  boardNameSetting: (name: string | null) => `Name on the boards: ${name ?? 'none yet'}`,
  /** Why a text cannot be the name on the boards. */
  nameEmpty: 'Type a name.',
  nameTooLong: (length: number, max: number) => `That is ${length} characters: at most ${max}.`,
  nameUnprintable: 'Letters, digits, punctuation, symbols and plain spaces only.',
  // ---- a deal shared with a friend ----
  shareDeal: 'Share this deal',
  /** The Results' share button, half a row wide. */
  share: 'Share',
  shareCopied: 'Link copied',
  shareDone: 'Shared',
  shareDialogTitle: 'Copy this link to share the deal',
  /** What a share sheet sends with the link: the deal's title, and the result to beat when there is one. */
  shareText: (deal: string, beat: string | null) => (beat === null ? `Play ${deal} with me in Suitcase Solitaire.` : `Can you beat me at ${deal}? ${beat}`),
  beatFigures: (moves: number, time: string) => `${plural(moves, `${moves} move`, `${moves} moves`)}, ${time}`,
  toBeat: (figures: string) => `To beat: ${figures}`,
  /** The result to beat on the Results, as large as their headline: beaten, tied or not, and its figures. */
  beatOutcome: (outcome: 'beaten' | 'tied' | 'missed', figures: string) =>
    outcome === 'beaten' ? `Beaten: ${figures}` : outcome === 'tied' ? `Tied: ${figures}` : `Not beaten: ${figures}`,
  // ---- watching a winning line ----
  showWinningLine: 'Show a winning line',
  watchHow: 'This deal was winnable: watch how',
  watchLooking: 'Looking for a winning line…',
  watchNoLine: 'No winning line was found in time, from here or from the start.',
  watchCannot: 'This deal cannot be won: there is no winning line to show.',
  watchFromStart: 'There is no winning line from here: it is shown from the start of the deal.',
  watchAskTitle: 'Show a winning line?',
  watchAskHidden: 'This line uses cards you cannot see: face-down cards or the order of the stock. The game will count as solved by the computer, not won by you.',
  watchAskPlain: 'The computer will play this game. It will count as solved by the computer, not won by you.',
  watchYes: 'Show it',
  watchBack: 'Back',
  watchForward: 'Forward',
  watchPlay: 'Play',
  watchPause: 'Pause',
  watchSpeed: (x: number) => `Speed ${x.toLocaleString('en')}×`,
  watchStop: 'Stop',
  watchStatus: (i: number, n: number) => `Winning line: move ${i} of ${n}`,
  watchStarted: (n: number) => `Showing a winning line of ${n} ${plural(n, 'move', 'moves')}. Space plays or pauses, the arrows step back and forward, plus and minus change the speed, Esc stops.`,
  watchPaused: (i: number, n: number) => `Paused at move ${i} of ${n}`,
  watchPlaying: 'Playing',
  watchStopped: 'Stopped watching. This game counts as solved by the computer.',
  watchStepSpoken: (i: number, n: number, say: string) => `Move ${i} of ${n}: ${say}`,
  solvedByComputer: 'Solved by the computer',
  notCountedWin: 'Not counted as a win in your statistics.',

  // ---- daily challenges, badges, progress carried between devices ----
  goalWin: 'Win the deal',
  goalMoves: (moves: number) => `Win in ${moves} moves or fewer`,
  goalNoUndo: 'Win without undo',
  goalNoHints: 'Win without hints',
  goalHome: (cards: number, minutes: number) => `Get ${cards} cards home within ${minutes} min`,
  goalSuitFirst: (suit: number) => `Build ${SUIT_WORDS[suit] ?? ''} up to the King before any other suit`,
  goalClearRow: "Clear the first row: every pile's bottom card",
  monthBadges: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' },
  monthBadgeGoal: (badge: string, met: number) => `${badge}: ${met} challenges met in a month`,
  badges: {
    firstWin: { name: (game: string) => `${game}: first win`, text: (game: string) => `Win a game of ${game}` },
    allGames: { name: 'Full suitcase', text: 'Win every game at least once' },
    wins: { name: (n: number) => `${n} wins`, text: (n: number) => `Win ${n} games` },
    streak: { name: (n: number) => `${n} in a row`, text: (n: number) => `Win ${n} games of one game in a row` },
    dailyWin: { name: 'Daily player', text: 'Win a daily deal' },
    dailyStreak: { name: (n: number) => `${n}-day streak`, text: (n: number) => `Win the daily deal ${n} days running` },
    noUndo: { name: 'No going back' },
    noHelp: { name: 'All on my own', text: 'Win without undo or hints' },
    fast: { name: (minutes: number) => `Under ${minutes} min`, text: (minutes: number) => `Win a game within ${minutes} min` },
    short: { name: 'Few moves', text: 'Win in fewer moves than the game has cards' },
    challengeMet: { name: 'Challenger', text: 'Meet a daily challenge' },
    perfectDay: { name: 'Perfect day', text: "Meet all three of a day's challenges" },
    challenges: { name: (n: number) => `${n} challenges`, text: (n: number) => `Meet ${n} daily challenges` },
  },
  // ---- the trophies ----
  trophies: 'Trophies',
  earnedOn: (date: string) => `Earned on ${date}`,
  notYet: (what: string) => `Not yet: ${what}`,
  notEarned: 'not earned yet',
  /** A badge as a screen reader hears it: its name, what earns it, and whether it is earned. */
  badgeSpoken: (name: string, what: string, state: string) => `${name}: ${what}. ${state}`,
  monthBadgeTake: (met: number) => `Meet ${met} challenges in one month`,
  earnedThisMonth: 'Earned this month',
  monthProgress: (met: number, need: number, badge: string) => `This month: ${met} of ${need} challenges for ${badge}`,
  monthAllEarned: (met: number, badge: string) => `This month: ${met} challenges met, ${badge} earned`,
  previous: 'Previous',
  next: 'Next',
  /** The small calendar's buttons (a screen too narrow for a finger's width a day). */
  previousDay: 'Previous day',
  nextDay: 'Next day',
  pageOf: (page: number, pages: number) => `${page} of ${pages}`,
  badgesEarned: (n: number, names: string) => `${plural(n, 'New badge', 'New badges')}: ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'statistics', badges: 'badges', challenges: 'challenge stars', settings: 'settings', layout: 'contents' },
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r: ProgressRefusal): string => {
    switch (r.kind) {
      case 'empty': return 'Paste a progress code first.';
      case 'not-progress': return 'This is not a progress code or file.';
      case 'character':
      case 'checksum': return 'This code is damaged: copy it again, whole.';
      case 'too-large': return 'This is far larger than any progress code or file: it is not one.';
      case 'version': return 'This code is from another version of the game.';
      case 'damaged': return `This code cannot be read (damaged: ${en.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Export progress', import: 'Import progress' },
  progressCodeText: 'On the other device: Settings › Progress › Import progress.',
  copy: 'Copy',
  saveFile: 'Save as a file',
  copied: 'Copied.',
  copyByHand: 'Select the code and copy it.',
  progressImportText: 'Paste a progress code, or open a progress file.',
  openFile: 'Open a file…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games: number, wins: number, badges: number, stars: number) => `Progress imported. Added: games ${games}, wins ${wins}, badges ${badges}, stars ${stars}.`,
  /** What the player is told of a stored record found damaged and repaired, or of storage lost (platform/records.ts's notices). */
  notices: {
    'storage-unavailable': 'Progress will not be kept on this device.',
    'settings-reset': 'Your settings were damaged and have been reset.',
    'stats-reset': 'Your statistics for this game were damaged and have been reset.',
    'records-cleared': 'Your best time or fewest moves for this game were damaged and have been cleared.',
    'recent-dropped': 'The list of your last games was damaged: what could not be read was dropped.',
    'badges-damaged': 'Your badges were damaged: what could not be read was dropped.',
    'challenges-damaged': 'Your challenge stars were damaged: what could not be read was dropped.',
    'save-dropped': 'The saved game was dropped: it was damaged.',
    'save-other-game': 'The saved game belonged to another game and was dropped.',
    'clock-reset': "The saved game's clock was damaged: it starts again from 0:00.",
    'daily-dropped': "The saved game's daily date was damaged: it goes on as an ordinary deal.",
    'challenge-dropped': "The saved game's daily challenge was damaged: it goes on as an ordinary deal.",
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · daily challenge ${k}`,
  goalLine: (goal: string) => `Goal: ${goal}`,
  goalMet: 'Challenge met',
  goalMissed: 'Challenge missed',
  /** The Results' word on the daily challenge played: met or missed, and its goal. */
  challengeOutcome: (met: boolean, goal: string) => `${met ? 'Challenge met' : 'Challenge missed'}: ${goal}`,
  newBestTime: (time: string) => `New best time: ${time}`,
  newFewestMoves: (moves: number) => `New fewest moves: ${moves}`,
  badgeEarned: (name: string) => `Badge earned: ${name}`,
  dailyPlace: 'Daily deals & challenges',
  todaysDeals: "Today's daily deals",
  starsOf: (stars: number, of: number) => `${stars} of ${of} stars`,
  monthMet: (met: number) => plural(met, `${met} challenge met this month`, `${met} challenges met this month`),
  nextMedal: (needs: number, medal: string) => `${needs} more for ${medal}`,
  allMedals: 'Gold this month!',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game}: ${goal}`,
  challengeDay: (date: string, stars: number) => `${date}: ${stars} of 3 stars`,
  findingChallenges: 'Making the day\'s challenges…',
  noChallenges: 'The challenges cannot be made here (no worker).',
  dayOpens: (date: string, days: number) => (days <= 1 ? `Opens tomorrow, ${date}` : `Opens on ${date}, in ${days} days`),
  newDealOf: (game: string) => `New deal: ${game}`,
  levels: { any: 'Any deal', easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  /** What each choice of deal gives, said beside its button; Any deal's as "winnable deals only" is on or off. */
  levelNotes: {
    anyWinnable: 'A random deal that can be won, easy or hard.',
    anyShuffled: 'A random shuffle: it may not be winnable.',
    easy: 'Winnable, and the way to win is easy to find.',
    medium: 'Winnable, and the way to win takes some thought.',
    hard: 'Winnable, but the way to win is hard to find.',
  },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} deal ${n}`,
  findingLevel: (level: string) => `Finding a deal: ${level}…`,
} as const;

/** The shape every language's catalogue has: the same keys, strings for strings, the same functions. */
type Widened<V> = V extends string ? string : V extends (...args: never[]) => unknown ? V : { readonly [K in keyof V]: Widened<V[K]> };
export type Catalogue = { readonly [K in keyof typeof en]: Widened<(typeof en)[K]> };
