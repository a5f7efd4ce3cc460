/** Italian. Court cards as Italian players name them (fante, donna, re); the shape is English's: see en.ts. */
import { cardLabel as lbl } from '../engine/cards.ts';
import { type Catalogue, isRedCard, rankShown } from './en.ts';
import { plurals } from './plural.ts';

const plural = plurals('it');
const RANKS = ['asso', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'fante', 'donna', 're'] as const;
const SUITS = ['picche', 'cuori', 'quadri', 'fiori'] as const;
const cards = (n: number) => plural(n, `${n} carta`, `${n} carte`);

export const it: Catalogue = {
  won: 'hai vinto',
  lost: 'nessuna mossa rimasta: partita finita',
  stockEmpty: 'mazzo vuoto',
  undone: 'mossa annullata',
  redone: 'mossa ripetuta',
  nothingToUndo: 'niente da annullare',
  nothingToRedo: 'niente da ripetere',
  nothingToFinish: 'ancora niente da finire',
  noStock: 'questo gioco non ha mazzo',
  restarted: 'partita ricominciata',
  noteUndo: 'Invio annulla fino all’ultima posizione vincibile',
  noteResults: 'Invio mostra i risultati',
  noteReach: 'le frecce raggiungono la nota in alto',
  noteSpoken: (words, does) => `${words}: ${does}`,
  tableOpened: (title, resumed) => `${title}. ${resumed ? 'Partita ripresa.' : 'Nuova partita.'}`,

  pile: (pileName, n) => `${pileName} ${n}`,
  foundation: (n) => `base ${n}`,
  theWaste: 'gli scarti',
  theStock: 'il mazzo',
  cards,
  cardsHome: (n) => `${cards(n)} alle basi`,
  toFoundation: (card) => `${card} alla base`,
  toEmpty: (card, pile) => `${card} nello spazio di ${pile}`,
  onto: (card, under) => `${card} su ${under}`,
  drew: (card) => `pescato ${card}`,
  turnedUp: (card) => `scoperto ${card}`,
  refilled: (pile, fromWaste, card) => `${pile} riempita ${fromWaste ? 'dagli scarti' : 'dal mazzo'} con ${card}`,
  pileEmpty: (name) => `${name}: vuota`,
  pileTop: (name, card, count, hidden) => `${name}: ${card} in cima, ${cards(count)}${hidden > 0 ? `, ${hidden} coperte` : ''}`,
  foundationUpTo: (name, card) => `${name}: fino a ${card}`,
  wasteEmpty: 'scarti: vuoti',
  wasteTop: (card, count) => `scarti: ${card} in cima, ${cards(count)}`,
  stockEmptyPile: 'mazzo: vuoto',
  stockCount: (count) => `mazzo: ${cards(count)}`,
  theCard: 'la carta',
  drawFromStock: 'pescare dal mazzo',
  toAnEmpty: (card, pileName) => `${card} in uno spazio vuoto (${pileName})`,

  placeFoundation: 'alla base',
  placeEmpty: (pile) => `nello spazio di ${pile}`,
  placeOnto: (under, pile) => `su ${under}, ${pile}`,
  lifted: (card, pile, places, aim) =>
    `${card} sollevata da ${pile}, ${plural(places, `${places} posto`, `${places} posti`)}${aim === '' ? '' : `: ${aim}`}. Le frecce scelgono, Invio la posa, Esc la rimette`,
  putBack: (card, pile) => `${card} rimessa su ${pile}`,
  notAPlace: (pile, card) => `${pile} non accetta ${card}`,
  nowhere: (card) => `${card} non può andare da nessuna parte`,
  dropRefused: (reason) => `Non lì: ${reason}`,
  /** Why a move was refused; the game's name by its English text, as `texts` does. */
  refusal: (r) => {
    const tr = (t: string): string => it.texts[t] ?? t;
    switch (r.kind) {
      case 'no-move': return 'nessuna mossa indicata';
      case 'no-stock': return `${tr(r.game)} non ha mazzo`;
      case 'stock-empty': return 'il mazzo è vuoto';
      case 'no-pile': return `${tr(r.game)} non ha la pila ${r.pile}`;
      case 'no-foundation': return `${tr(r.game)} non ha la base ${r.pile}`;
      case 'pile-empty': return `non ci sono carte in ${r.pile}`;
      case 'no-waste': return `${tr(r.game)} non ha scarti`;
      case 'waste-empty': return 'gli scarti sono vuoti';
      case 'from-stock': return 'le carte lasciano il mazzo solo pescando';
      case 'from-foundation': return 'una carta su una base non la lascia mai';
      case 'to-waste': return 'le carte arrivano agli scarti solo pescando';
      case 'to-stock': return 'nessuna carta torna nel mazzo';
      case 'already-there': return `${lbl(r.card)} è già in ${r.pile}`;
      case 'ace-starts-foundation': return `solo un asso può iniziare una base, non ${lbl(r.card)}`;
      case 'ace-to-empty-foundation': return `${lbl(r.card)} inizia una base vuota`;
      case 'foundation-next': return `${lbl(r.card)} va su ${lbl(r.needs)} in una base, non su ${lbl(r.top)}`;
      case 'no-foundation-free': return `nessuna base è libera per ${lbl(r.card)}`;
      case 'no-foundation-yet': return `nessuna base prende ancora ${lbl(r.card)} (serve ${lbl(r.needs)})`;
      case 'foundations-only': return `in ${tr(r.game)} le carte vanno solo alle basi`;
      case 'not-from': return `in ${tr(r.game)} nessuna carta ${r.source === 'waste' ? 'degli scarti' : 'del tavolo'} va sul tavolo`;
      case 'king-fills': return 'solo un re può occupare uno spazio';
      case 'spaces-refill': return 'gli spazi si riempiono da soli dagli scarti o dal mazzo';
      case 'no-space': return 'nessuna carta può andare in uno spazio';
      case 'no-building': return `qui nulla va su un’altra carta: ${lbl(r.card)} può andare solo in uno spazio`;
      case 'king-to-space': return `${lbl(r.card)} va solo in uno spazio`;
      case 'end-rank': return `nulla sta ${r.direction === 'down' ? 'sopra' : 'sotto'} ${lbl(r.card)}: non può andare su un’altra carta`;
      case 'by-suit': return `${lbl(r.card)} va su ${lbl(r.needs)}, non su ${lbl(r.top)}`;
      case 'by-colour': return `${lbl(r.card)} va su un ${rankShown(r.needs)} ${isRedCard(r.card) ? 'nero' : 'rosso'}, non su ${lbl(r.top)}`;
    }
  },

  hintSpoken: (move) => `Suggerimento: ${move}`,
  noMoveHelps: 'Nessuna mossa aiuta qui.',
  noMoveHelpsTitle: 'Nessuna mossa aiuta',
  noMoveHelpsText: 'Niente di ciò che si vede porta da qualche parte. Nuova partita?',
  newDealButton: 'Nuova partita',
  keepPlaying: 'Continua a giocare',
  giveUpTitle: 'Abbandonare questa partita?',
  giveUpText: 'Una nuova partita conta questa come giocata e persa, e interrompe la tua serie.',
  giveUpYes: 'Abbandona',
  lostNotice: 'Nessuna mossa rimasta: questa partita è persa.',
  movedOnElsewhere: 'Questa partita è andata avanti in un’altra scheda: eccola come l’ha lasciata.',
  endedElsewhere: 'Questa partita è finita in un’altra scheda ed è stata contata lì.',

  drawACard: 'Pesca una carta: niente sul tavolo aiuta ancora',
  aCard: 'una carta',
  wordsHome: (card) => `Sposta ${card} sulla base`,
  wordsToSpace: (card) => `Sposta ${card} in uno spazio vuoto`,
  wordsTo: (card, onto) => `Sposta ${card} su ${onto}`,
  wordsToWaste: (card) => `Sposta ${card} negli scarti`,
  hintLine: (move, how) => `${move} (${how})`,
  hintKeepsWinnable: 'la partita resta vincibile',
  hintLikely: 'porta probabilmente alla vittoria',
  hintBestChance: 'la tua migliore possibilità di vincere',
  hintSlim: 'una possibilità scarsa, ma la migliore',
  hintUnlikely: 'vincere sembra difficile da qui',
  noWinningLineFromHere: 'da qui non c’è più modo di vincere',
  noSolver: 'secondo le carte in vista',
  solverLate: 'secondo le carte in vista',
  badgeWinnable: 'vincibile',
  badgeWinnableDeal: 'smazzata vincibile',
  badgeNotWinnable: 'non vincibile',
  stillChecking: 'ancora vincibile? …',
  stillWinnable: 'ancora vincibile',
  stillUnknown: 'ancora vincibile? non si sa',
  noLineLeft: 'nessuna linea vincente rimasta',
  noLineLeftUndo: 'nessuna linea vincente rimasta · annulla fino all’ultima vincibile',
  deadEnd: 'Nessuna sequenza di mosse porta un’altra carta alla base: questa partita è persa.',
  deadEndNote: 'vicolo cieco · Risultati',
  deadEndSpoken: (words, reach) => `${words} Risultati: ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'cerco una partita vincibile…',
  noWinnableKnown: (game) => `Non si conosce ancora una partita vincibile di ${game}; ne distribuisco una a caso.`,

  winnableTitle: (game, n) => `${game} · partita vincibile ${n}`,
  tableTitle: (game, daily, number) => game + (daily !== null ? ` · partita del giorno ${daily}` : number !== null ? ` · partita ${number}` : ''),
  dealNumberPrompt: (game) => `${game}: numero di partita`,
  youWon: 'Hai vinto!',
  noMovesLeft: 'Nessuna mossa rimasta',
  undoLastMove: 'Annulla l\'ultima mossa',
  lostUndoNote: 'Annulla per continuare; uscendo, la partita conta come persa.',
  timeAndMoves: (time, moves) => `Tempo ${time}    Mosse ${moves}`,
  replayDeal: 'Rigioca questa partita',
  menu: 'Menu',
  restartDeal: 'Ricomincia questa partita',
  dealByNumber: 'Partita per numero…',
  todaysDaily: 'Partita del giorno',
  rules: 'Regole',
  statistics: 'Statistiche',
  settings: 'Impostazioni',
  close: 'Chiudi',
  buttonSpoken: (label) => `${label}, pulsante`,
  cancel: 'Annulla',
  dealButton: 'Distribuisci',
  dealNumberRange: (max) => `Un numero di partita è un intero da 1 a ${max.toLocaleString('it')}.`,
  canvasLabel:
    'Tavolo di Suitcase Solitaire. Le frecce scelgono una pila; Invio muove la sua carta o, se ha più posti, la solleva per mirare con le frecce e posarla con Invio. D pesca, U annulla, H dà un suggerimento, O apre Altro.',

  appName: 'Suitcase Solitaire',
  continue: 'Continua',
  continueGame: (game) => `Continua ${game}`,
  more: 'Altro…',
  moreAbout: (game) => `Altro su ${game}`,
  playNewDeal: (game) => `Gioca a ${game}, nuova partita`,
  play: 'Gioca',
  playGame: (game) => `Gioca a ${game}`,
  dailyDeal: (streak) => `Partita del giorno${streak > 0 ? ` (serie ${streak})` : ''}`,

  hud: { menu: 'Menu', share: 'Condividi', options: 'Altro', new: 'Nuova', hint: 'Aiuto', undo: 'Annulla', redo: 'Ripeti', mute: 'Suono' },
  muted: 'Muto',
  finishButton: 'Finisci',
  hudStats: (moves, time, home, total) => `Mosse ${moves}${time === null ? '' : `   ${time}`}   Basi ${home}/${total}`,

  statsPlayed: (played, won, pct) => `Giocate ${played}   Vinte ${won} (${pct}%)`,
  statsStreaks: (streak, best) => `Serie ${streak}   Serie migliore ${best}`,
  statsBest: (time, moves) => `Tempo migliore ${time ?? '–'}   Meno mosse ${moves ?? '–'}`,
  statsDaily: (won, streak, best) => `Partite del giorno vinte ${won}   Serie giornaliera ${streak} (migliore ${best})`,
  notPlayed: 'Non ancora giocato',
  statsSummary: (won, played, pct, streak) => `${won} vinte su ${played} (${pct}%) · serie ${streak}`,
  menuRecord: (won, played, pct, best) => `${won} vinte su ${played} (${pct}%)${best === null ? '' : ` · record ${best}`}`,
  menuInfo: (difficulty, record) => `${difficulty} · ${record}`,
  statsTitle: (game) => `${game}: statistiche`,
  resetStats: 'Azzera statistiche',
  resetStatsTitle: 'Azzerare le statistiche?',
  resetStatsText: (game) => `Tutti i numeri di ${game} tornano a zero. Non si può annullare.`,
  reset: 'Azzera',
  statsWereReset: (game) => `Statistiche di ${game} azzerate.`,

  settingsHelp: 'Tocca un’impostazione per cambiarla.',
  on: 'sì',
  off: 'no',
  timerShown: 'visibile',
  timerHidden: 'nascosto',
  setting: (label, value) => `${label}: ${value}`,
  settingGroups: { cards: 'Carte', table: 'Tavolo', play: 'Gioco', language: 'Lingua', progress: 'Progressi' },
  groupSpoken: (name, chosen) => `Impostazioni ${name}${chosen ? ', mostrate' : ''}`,
  switchSpoken: (name, state) => `${name}, interruttore, ${state}`,
  optionSpoken: (name, value, chosen) => `${name}: ${value}${chosen ? ', scelto' : ''}`,
  lastGames: 'Le tue ultime partite',
  chartLegend: 'vinta · persa · più alta, più lunga',
  chartEmpty: 'Qui vedrai le tue ultime partite.',
  chartAxis: { moves: 'mosse', time: 'tempo', games: 'partite: più vecchia → più recente' },
  chartSpoken: (games) => `Le tue ultime partite, dalla più vecchia: ${games}`,
  chartGame: (won, time, moves) => `${won ? 'vinta' : 'persa'}${time === null ? '' : ` in ${time}`}${moves === null ? '' : `, ${moves} ${moves === 1 ? 'mossa' : 'mosse'}`}`,
  settingNames: {
    soundOn: 'Suono',
    animationSpeed: 'Animazione',
    autoPlay: 'Gioco automatico',
    fourColour: 'Semi a quattro colori',
    faceStyle: 'Facce delle carte',
    cardBack: 'Dorso',
    felt: 'Colore del tavolo',
    leftHanded: 'Per mancini',
    showTimer: 'Orologio',
    winnableOnly: 'Solo partite vincibili',
    stillWinnable: 'Ancora vincibile?',
    language: 'Lingua',
  },
  settingNotes: { stillWinnable: 'conosce le carte coperte' },
  faceNames: { classic: 'classiche', large: 'caratteri grandi' },
  backNames: ['graticcio cremisi', 'cornici blu', 'pois viola', 'rosetta verde', 'sole di mezzanotte', 'squame turchesi'],
  feltNames: { system: 'come il sistema', green: 'verde', blue: 'blu', red: 'rosso', dark: 'scuro' },
  rulesTitle: (game) => `${game}: regole`,
  touchLine: (gestures) => `Al tocco: ${gestures.map(([g, d]) => `${g} ${d}`).join('; ')}.`,
  touchHelp: {
    tap: ['tocca una carta', 'per portarla al posto migliore (prima a una base)'],
    drag: ['trascina una carta', 'per metterla dove vuoi'],
    stock: ['tocca il mazzo', 'per pescare'],
    bar: ['i pulsanti della barra', 'annullano, danno un aiuto e aprono Altro'],
  },
  keysButton: 'Tastiera',
  keysLine: (keys) => `Tasti: ${keys.map(([k, d]) => `${k} ${d}`).join('; ')}.`,
  keyHelp: [
    ['Frecce', 'scelgono una pila'],
    ['da 1 a 9, 0', 'scelgono la pila da 1 a 10'],
    ['Invio o Spazio', 'muovono la carta scelta; se ha più posti viene sollevata: le frecce o da 1 a 0 scelgono il posto, Invio la posa, Esc la rimette'],
    ['D', 'pesca'],
    ['U, Ctrl+Z', 'annulla'],
    ['Ctrl+Y, Ctrl+Maiusc+Z', 'ripeti'],
    ['H', 'suggerimento'],
    ['F', 'finisci (quando proposto)'],
    ['N', 'nuova partita'],
    ['O', 'Altro (ricomincia, partita per numero, partita del giorno, regole, statistiche, impostazioni)'],
    ['Esc', 'menu'],
    ['Spazio, ← →, + −, Esc', 'mentre scorre una soluzione (Altro, Mostra una soluzione): riproduci o pausa, indietro o avanti, velocità, ferma'],
  ],

  locale: 'it',
  cardName: (rank, suit) => `${RANKS[rank - 1] ?? rank} di ${SUITS[suit] ?? ''}`,
  difficulty: { easy: 'facile', medium: 'medio', hard: 'difficile', 'very hard': 'molto difficile' },
  speeds: { off: 'no', fast: 'veloce', normal: 'normale', slow: 'lenta' },
  autoPlayModes: { off: 'no', safe: 'sicuro', all: 'tutto' },
  languageAuto: (name) => `del browser (${name})`,
  linkBadGame: (text) => `Questo link nomina un gioco che non abbiamo («${text}»).`,
  linkBadDeal: (text, max) => `Il numero di partita «${text}» di questo link non è dei nostri: le partite vanno da 1 a ${max.toLocaleString('it')}.`,
  linkNoGame: 'Questo link dà un numero di partita ma nessun gioco.',
  linkNotBuilt: (game) => `${game} non ha partite costruite per essere vinte: la partita vincibile di questo link non è dei nostri.`,
  shareDeal: 'Condividi questa partita',
  share: 'Condividi',
  shareCopied: 'Link copiato',
  shareDone: 'Condiviso',
  shareDialogTitle: 'Copia questo link per condividere la partita',
  shareText: (deal, beat) => (beat === null ? `Gioca ${deal} con me in Suitcase Solitaire.` : `Riesci a battermi a ${deal}? ${beat}`),
  beatFigures: (moves, time) => `${plural(moves, `${moves} mossa`, `${moves} mosse`)}, ${time}`,
  toBeat: (figures) => `Da battere: ${figures}`,
  beatOutcome: (outcome, figures) =>
    outcome === 'beaten' ? `Hai battuto il risultato del tuo amico (${figures})!` : outcome === 'tied' ? `Pari con il risultato del tuo amico (${figures}).` : `Il risultato del tuo amico resiste: ${figures}.`,
  // ---- watching a winning line ----
  showWinningLine: 'Mostra una soluzione',
  watchHow: 'Questa partita si poteva vincere: guarda come',
  watchLooking: 'Cerco una soluzione…',
  watchNoLine: 'Nessuna soluzione trovata in tempo, né da qui né dall’inizio.',
  watchCannot: 'Questa partita non si può vincere: non c’è una soluzione da mostrare.',
  watchFromStart: 'Da qui non c’è più soluzione: viene mostrata dall’inizio della partita.',
  watchAskTitle: 'Mostrare una soluzione?',
  watchAskHidden: 'Questa soluzione usa carte che non vedi: carte coperte o l’ordine del tallone. La partita conterà come risolta dal computer, non vinta da te.',
  watchAskPlain: 'Il computer giocherà questa partita. Conterà come risolta dal computer, non vinta da te.',
  watchYes: 'Mostrala',
  watchBack: 'Indietro',
  watchForward: 'Avanti',
  watchPlay: 'Riproduci',
  watchPause: 'Pausa',
  watchSpeed: (x: number) => `Velocità ${x.toLocaleString('it')}×`,
  watchStop: 'Ferma',
  watchStatus: (i: number, n: number) => `Soluzione: mossa ${i} di ${n}`,
  watchStarted: (n: number) => `Soluzione di ${n} ${plural(n, 'mossa', 'mosse')}. Spazio avvia o mette in pausa, le frecce vanno indietro e avanti, più e meno cambiano la velocità, Esc ferma.`,
  watchPaused: (i: number, n: number) => `In pausa alla mossa ${i} di ${n}`,
  watchPlaying: 'In riproduzione',
  watchStopped: 'Hai smesso di guardare. Questa partita conta come risolta dal computer.',
  watchStepSpoken: (i: number, n: number, say: string) => `Mossa ${i} di ${n}: ${say}`,
  solvedByComputer: 'Risolta dal computer',
  notCountedWin: 'Non conta come vittoria nelle tue statistiche.',
  storageUnavailable: 'I progressi non verranno salvati su questo dispositivo.',
  goalWin: 'Vinci la partita',
  goalMoves: (moves) => `Vinci in ${moves} mosse o meno`,
  goalNoUndo: 'Vinci senza annullare',
  goalNoHints: 'Vinci senza aiuti',
  goalHome: (cards, minutes) => `Porta ${cards} carte alle basi entro ${minutes} min`,
  goalSuitFirst: (suit) => `Completa una base di ${SUITS[suit] ?? ''} prima di ogni altra`,
  goalClearRow: 'Libera la prima fila: la carta in fondo a ogni pila',
  monthBadges: { bronze: 'Bronzo', silver: 'Argento', gold: 'Oro' },
  monthBadgeGoal: (badge, met) => `${badge}: ${met} sfide superate in un mese`,
  badges: {
    firstWin: { name: (game) => `${game}: prima vittoria`, text: (game) => `Vinci una partita a ${game}` },
    allGames: { name: 'Valigia piena', text: 'Vinci ogni gioco almeno una volta' },
    wins: { name: (n) => `${n} vittorie`, text: (n) => `Vinci ${n} partite` },
    streak: { name: (n) => `${n} di fila`, text: (n) => `Vinci ${n} partite di fila a uno stesso gioco` },
    dailyWin: { name: 'Vittoria del giorno', text: 'Vinci una partita del giorno' },
    dailyStreak: { name: (n) => `${n} giorni di fila`, text: (n) => `Vinci la partita del giorno ${n} giorni di fila` },
    noUndo: { name: 'Senza ripensamenti' },
    noHelp: { name: 'Senza aiuto', text: 'Vinci senza annullare né aiuti' },
    fast: { name: (minutes) => `Sotto ${minutes} min`, text: (minutes) => `Vinci una partita in ${minutes} min o meno` },
    short: { name: 'Poche mosse', text: 'Vinci con meno mosse delle carte del gioco' },
    challengeMet: { name: 'Sfida superata', text: 'Supera una sfida del giorno' },
    perfectDay: { name: 'Giornata perfetta', text: 'Supera tutte e tre le sfide di un giorno' },
    challenges: { name: (n) => `${n} sfide`, text: (n) => `Supera ${n} sfide del giorno` },
  },
  // ---- the trophies ----
  trophies: 'Trofei',
  earnedOn: (date) => `Ottenuto il ${date}`,
  notYet: (what) => `Non ancora: ${what}`,
  notEarned: 'non ancora ottenuto',
  badgeSpoken: (name, what, state) => `${name}: ${what}. ${state}`,
  monthBadgeTake: (met) => `Supera ${met} sfide in un mese`,
  earnedThisMonth: 'Ottenuto questo mese',
  monthProgress: (met, need, badge) => `Questo mese: ${met} sfide su ${need} per ${badge}`,
  monthAllEarned: (met, badge) => `Questo mese: ${met} sfide superate, ${badge} ottenuto`,
  previous: 'Indietro',
  next: 'Avanti',
  previousDay: 'Giorno precedente',
  nextDay: 'Giorno successivo',
  pageOf: (page, pages) => `${page} di ${pages}`,
  badgesEarned: (n, names) => `${plural(n, 'Nuovo distintivo', 'Nuovi distintivi')}: ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'statistiche', badges: 'distintivi', challenges: 'stelle', settings: 'impostazioni', layout: 'contenuto' },
  /** A stored record of badges or challenge stars partly damaged (read entry by entry). */
  partDamaged: (part) => `Danneggiato: ${part}. Ciò che non si poteva leggere è stato scartato.`,
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r) => {
    switch (r.kind) {
      case 'empty': return 'Incolla prima un codice dei progressi.';
      case 'not-progress': return 'Questo non è un codice né un file dei progressi.';
      case 'character':
      case 'checksum': return 'Questo codice è danneggiato: copialo di nuovo per intero.';
      case 'too-large': return 'È molto più grande di qualsiasi codice o file di progressi: non è uno di questi.';
      case 'version': return 'Questo codice viene da un’altra versione del gioco.';
      case 'damaged': return `Questo codice non si può leggere (danneggiato: ${it.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Esporta i progressi', import: 'Importa i progressi' },
  progressCodeText: 'Sull’altro dispositivo: Impostazioni › Progressi › Importa i progressi.',
  copy: 'Copia',
  saveFile: 'Salva come file',
  copied: 'Copiato.',
  copyByHand: 'Seleziona il codice e copialo.',
  progressImportText: 'Incolla un codice dei progressi o apri un file dei progressi.',
  openFile: 'Apri un file…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games, wins, badges, stars) => `Progressi importati. In più: partite ${games}, vittorie ${wins}, distintivi ${badges}, stelle ${stars}.`,
  saveDropped: 'La partita salvata è stata scartata: era danneggiata.',
  saveOtherGame: 'La partita salvata apparteneva a un altro gioco ed è stata scartata.',
  settingsReset: 'Le tue impostazioni erano danneggiate e sono state ripristinate.',
  texts: {
    "Fortune's Favor": 'Favore della Fortuna',
    'Lucky Fan': 'Ventaglio Fortunato',
    'Rouge Forty': 'Quaranta Rosso',
    'Famous Fifty': 'Cinquanta Famosi',
    'Waxing Moon': 'Luna Crescente',
    pile: 'pila',
    fan: 'ventaglio',
    column: 'colonna',
    'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.':
      'Dodici carte singole, i quattro assi già sulle basi; gli spazi si riempiono da soli dagli scarti o dal mazzo.',
    'Eighteen open fans, no stock: every card in sight, only Kings fill a space.': 'Diciotto ventagli aperti, niente mazzo: tutte le carte in vista, solo un re riempie uno spazio.',
    'Ten piles of four with three cards hidden in each; any card fills a space.': 'Dieci pile da quattro con tre carte coperte in ognuna; qualsiasi carta riempie uno spazio.',
    'Two decks, ten open columns of five and a long stock; any card fills a space.': 'Due mazzi, dieci colonne aperte da cinque e una lunga riserva; qualsiasi carta riempie uno spazio.',
    "Plain deals of this game are almost never winnable: turn on \"winnable deals only\" in Settings.": "Le partite normali di questo gioco non sono quasi mai vincibili: attiva «Solo partite vincibili» nelle Impostazioni.",
    'Two decks, twelve splayed piles that only shrink: every card goes straight home.': 'Due mazzi, dodici pile aperte che possono solo calare: ogni carta va dritta alla base.',
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.':
      'Un mazzo. I quattro assi partono sulle basi; dodici pile di una carta ciascuna, 36 carte nel mazzo.',
    'Build the foundations up by suit from Ace to King.': 'Costruisci le basi in salita per seme, dall’asso al re.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).': 'Costruisci le pile in discesa per seme, una carta alla volta (6♠ su 7♠).',
    'The top card of each pile and the top card of the waste may be played.': 'Si possono giocare la carta in cima a ogni pila e quella in cima agli scarti.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.':
      'Pesca dal mazzo agli scarti una carta alla volta, quando vuoi. Non si ridistribuisce.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.':
      'Una pila svuotata si riempie subito con la carta in cima agli scarti, o in cima al mazzo se gli scarti sono vuoti. Non puoi mai spostare tu una carta in uno spazio.',
    'Win by moving all 52 cards to the foundations.': 'Vinci portando tutte le 52 carte sulle basi.',
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.': 'Un mazzo, tutto scoperto in diciotto ventagli: sedici da tre carte e due da due.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Costruisci le basi in salita per seme, dall’asso al re; qualsiasi asso inizia una base vuota.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.':
      'Costruisci i ventagli in discesa per seme, una carta alla volta (6♠ su 7♠). Si muove solo la carta in cima a un ventaglio.',
    'Only a King may fill an empty fan.': 'Solo un re può riempire un ventaglio vuoto.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.': 'Non ci sono mazzo né ridistribuzione. Vinci portando tutte le 52 carte sulle basi.',
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.':
      'Un mazzo. Dieci pile di quattro carte: tre coperte, quella in cima scoperta. Le altre 12 carte formano il mazzo.',
    'Any card may be moved into an empty pile.': 'Qualsiasi carta può andare in una pila vuota.',
    'When a move uncovers a face-down card, it turns face up.': 'Quando una mossa libera una carta coperta, questa si scopre.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.':
      'Pesca dal mazzo agli scarti una carta alla volta, quando vuoi; la carta in cima agli scarti si gioca come quella di una pila. Non si ridistribuisce.',
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.': 'Due mazzi. Dieci colonne di cinque carte, tutte scoperte; 54 carte nel mazzo.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Costruisci le otto basi in salita per seme, dall’asso al re; qualsiasi asso inizia una base vuota.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).': 'Costruisci le colonne in discesa per seme, una carta alla volta (8♦ su 9♦).',
    'Any card from a column or the waste may fill an empty column.': 'Qualsiasi carta di una colonna o degli scarti può riempire una colonna vuota.',
    'Win by moving all 104 cards to the foundations.': 'Vinci portando tutte le 104 carte sulle basi.',
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.':
      'Due mazzi. Dodici pile di quattro carte, aperte in modo che ogni carta si veda; 56 carte nel mazzo.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.': 'Si gioca solo la carta in cima a una pila o agli scarti, e solo su una base.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.': 'Sulle pile non si mette mai niente: possono solo calare, e una pila vuota resta vuota.',
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · sfida del giorno ${k}`,
  challengeDamaged: 'La sfida del giorno della partita salvata era danneggiata: continua come una partita normale.',
  goalLine: (goal: string) => `Obiettivo: ${goal}`,
  goalMet: 'Sfida superata',
  goalMissed: 'Sfida mancata',
  newBestTime: (time: string) => `Nuovo miglior tempo: ${time}`,
  newFewestMoves: (moves: number) => `Nuovo record: ${moves} mosse`,
  badgeEarned: (name: string) => `Distintivo ottenuto: ${name}`,
  dailyChallenges: 'Sfide del giorno',
  starsOf: (stars: number, of: number) => `${stars} stelle su ${of}`,
  monthMet: (met: number) => `${met} ${met === 1 ? 'sfida superata' : 'sfide superate'} questo mese`,
  nextMedal: (needs: number, medal: string) => `Ancora ${needs} per ${medal}`,
  allMedals: 'Oro questo mese!',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game}: ${goal}`,
  challengeDay: (date: string, stars: number) => `${date}: ${stars} stelle su 3`,
  findingChallenges: 'Preparazione delle sfide del giorno…',
  noChallenges: 'Qui le sfide non si possono preparare (nessun worker).',
  challengesLater: 'Questo giorno non è ancora arrivato: le sue sfide si aprono il giorno prima.',
  newDealOf: (game: string) => `Nuova partita: ${game}`,
  levels: { any: 'Qualsiasi', easy: 'Facile', medium: 'Media', hard: 'Difficile' },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} ${n}`,
  findingLevel: (level: string) => `Ricerca di una partita: ${level}…`,
};
