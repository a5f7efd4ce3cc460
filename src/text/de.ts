/** German. Cards are said suit first, as German players say them ("Herz 7", "Pik Dame"); the shape is English's: see en.ts. */
import { cardLabel as lbl } from '../engine/cards.ts';
import { type Catalogue, isRedCard, rankShown } from './en.ts';
import { plurals } from './plural.ts';

const plural = plurals('de');
const RANKS = ['Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bube', 'Dame', 'König'] as const;
const SUITS = ['Pik', 'Herz', 'Karo', 'Kreuz'] as const;
const cards = (n: number) => plural(n, `${n} Karte`, `${n} Karten`);

export const de: Catalogue = {
  won: 'gewonnen',
  lost: 'keine Züge mehr: Spiel verloren',
  stockEmpty: 'Talon leer',
  undone: 'Zug zurückgenommen',
  redone: 'Zug wiederholt',
  nothingToUndo: 'nichts zurückzunehmen',
  nothingToRedo: 'nichts zu wiederholen',
  nothingToFinish: 'noch nichts zu beenden',
  noStock: 'dieses Spiel hat keinen Talon',
  restarted: 'Spiel neu begonnen',
  noteUndo: 'Eingabe nimmt bis zur letzten gewinnbaren Stellung zurück',
  noteResults: 'Eingabe zeigt die Ergebnisse',
  noteReach: 'die Pfeiltasten erreichen die Notiz oben',
  noteSpoken: (words, does) => `${words}: ${does}`,
  tableOpened: (title, resumed) => `${title}. ${resumed ? 'Spiel fortgesetzt.' : 'Neues Spiel.'}`,

  pile: (pileName, n) => `${pileName} ${n}`,
  foundation: (n) => `Ablage ${n}`,
  theWaste: 'den Abwurf',
  theStock: 'den Talon',
  cards,
  cardsHome: (n) => `${cards(n)} auf die Ablagen`,
  toFoundation: (card) => `${card} auf die Ablage`,
  toEmpty: (card, pile) => `${card} auf die Lücke ${pile}`,
  onto: (card, under) => `${card} auf ${under}`,
  drew: (card) => `${card} gezogen`,
  turnedUp: (card) => `${card} aufgedeckt`,
  refilled: (pile, fromWaste, card) => `${pile} ${fromWaste ? 'aus dem Abwurf' : 'aus dem Talon'} aufgefüllt mit ${card}`,
  pileEmpty: (name) => `${name}: leer`,
  pileTop: (name, card, count, hidden) => `${name}: ${card} oben, ${cards(count)}${hidden > 0 ? `, ${hidden} verdeckt` : ''}`,
  foundationUpTo: (name, card) => `${name}: bis ${card}`,
  wasteEmpty: 'Abwurf: leer',
  wasteTop: (card, count) => `Abwurf: ${card} oben, ${cards(count)}`,
  stockEmptyPile: 'Talon: leer',
  stockCount: (count) => `Talon: ${cards(count)}`,
  theCard: 'die Karte',
  drawFromStock: 'vom Talon ziehen',
  toAnEmpty: (card, pileName) => `${card} in eine Lücke (${pileName})`,

  placeFoundation: 'auf die Ablage',
  placeEmpty: (pile) => `auf die Lücke ${pile}`,
  placeOnto: (under, pile) => `auf ${under}, ${pile}`,
  lifted: (card, pile, places, aim) =>
    `${card} von ${pile} aufgenommen, ${plural(places, `${places} Platz`, `${places} Plätze`)}${aim === '' ? '' : `: ${aim}`}. Pfeile wählen, Eingabe legt ab, Escape legt zurück`,
  putBack: (card, pile) => `${card} zurück auf ${pile}`,
  notAPlace: (pile, card) => `${pile} nimmt ${card} nicht`,
  nowhere: (card) => `${card} kann nirgendwohin`,
  dropRefused: (reason) => `Nicht dort: ${reason}`,
  /** Why a move was refused; the game's name by its English text, as `texts` does. */
  refusal: (r) => {
    const tr = (t: string): string => de.texts[t] ?? t;
    switch (r.kind) {
      case 'no-move': return 'kein Zug angegeben';
      case 'no-stock': return `${tr(r.game)} hat keinen Talon`;
      case 'stock-empty': return 'der Talon ist leer';
      case 'no-pile': return `${tr(r.game)} hat keinen Stapel ${r.pile}`;
      case 'no-foundation': return `${tr(r.game)} hat keine Ablage ${r.pile}`;
      case 'pile-empty': return `auf ${r.pile} liegt keine Karte mehr`;
      case 'no-waste': return `${tr(r.game)} hat keinen Abwurfstapel`;
      case 'waste-empty': return 'der Abwurfstapel ist leer';
      case 'from-stock': return 'Karten verlassen den Talon nur durch Ziehen';
      case 'from-foundation': return 'eine Karte auf einer Ablage bleibt dort';
      case 'to-waste': return 'Karten kommen nur durch Ziehen auf den Abwurfstapel';
      case 'to-stock': return 'keine Karte geht zurück in den Talon';
      case 'already-there': return `${lbl(r.card)} liegt schon auf ${r.pile}`;
      case 'ace-starts-foundation': return `nur ein Ass beginnt eine Ablage, nicht ${lbl(r.card)}`;
      case 'ace-to-empty-foundation': return `${lbl(r.card)} beginnt eine leere Ablage`;
      case 'foundation-next': return `${lbl(r.card)} kommt auf einer Ablage auf ${lbl(r.needs)}, nicht auf ${lbl(r.top)}`;
      case 'no-foundation-free': return `keine Ablage ist frei für ${lbl(r.card)}`;
      case 'no-foundation-yet': return `noch keine Ablage nimmt ${lbl(r.card)} (es fehlt ${lbl(r.needs)})`;
      case 'foundations-only': return `in ${tr(r.game)} gehen Karten nur auf die Ablagen`;
      case 'not-from': return `in ${tr(r.game)} geht keine Karte ${r.source === 'waste' ? 'vom Abwurfstapel' : 'aus dem Tableau'} auf das Tableau`;
      case 'king-fills': return 'nur ein König darf eine Lücke füllen';
      case 'spaces-refill': return 'Lücken füllen sich selbst vom Abwurfstapel oder Talon';
      case 'no-space': return 'keine Karte darf in eine Lücke';
      case 'no-building': return `hier wird nichts auf Karten gelegt: ${lbl(r.card)} darf nur in eine Lücke`;
      case 'king-to-space': return `${lbl(r.card)} kommt nur in eine Lücke`;
      case 'end-rank': return `nichts steht ${r.direction === 'down' ? 'über' : 'unter'} ${lbl(r.card)}: sie kann auf keine Karte gelegt werden`;
      case 'by-suit': return `${lbl(r.card)} kommt auf ${lbl(r.needs)}, nicht auf ${lbl(r.top)}`;
      case 'by-colour': return `${lbl(r.card)} kommt auf eine ${isRedCard(r.card) ? 'schwarze' : 'rote'} ${rankShown(r.needs)}, nicht auf ${lbl(r.top)}`;
    }
  },

  hintSpoken: (move) => `Tipp: ${move}`,
  noMoveHelps: 'Hier hilft kein Zug.',
  noMoveHelpsTitle: 'Kein Zug hilft',
  noMoveHelpsText: 'Nichts, was jetzt sichtbar ist, führt weiter. Neues Spiel geben?',
  newDealButton: 'Neues Spiel',
  keepPlaying: 'Weiterspielen',
  giveUpTitle: 'Dieses Spiel aufgeben?',
  giveUpText: 'Ein neues Spiel zählt dieses als gespielt und verloren und beendet deine Serie.',
  giveUpYes: 'Aufgeben',
  lostNotice: 'Keine Züge mehr: dieses Spiel ist verloren.',
  movedOnElsewhere: 'Dieses Spiel ging in einem anderen Tab weiter: hier ist es, wie jener Tab es ließ.',
  endedElsewhere: 'Dieses Spiel endete in einem anderen Tab und wurde dort gezählt.',

  drawACard: 'Zieh eine Karte: auf dem Tisch hilft noch nichts',
  aCard: 'eine Karte',
  wordsHome: (card) => `Leg ${card} auf die Ablage`,
  wordsToSpace: (card) => `Leg ${card} auf einen leeren Platz`,
  wordsTo: (card, onto) => `Leg ${card} auf ${onto}`,
  wordsToWaste: (card) => `Leg ${card} auf den Abwurf`,
  hintLine: (move, how) => `${move} (${how})`,
  hintKeepsWinnable: 'das Spiel bleibt lösbar',
  hintLikely: 'führt wahrscheinlich zum Sieg',
  hintBestChance: 'deine beste Chance auf den Sieg',
  hintSlim: 'eine kleine Chance, aber die beste',
  hintUnlikely: 'ein Sieg ist von hier aus unwahrscheinlich',
  noWinningLineFromHere: 'von hier führt kein Weg mehr zum Sieg',
  noSolver: 'nach den offenen Karten',
  solverLate: 'nach den offenen Karten',
  badgeWinnable: 'lösbar',
  badgeWinnableDeal: 'lösbares Spiel',
  badgeNotWinnable: 'unlösbar',
  stillChecking: 'noch lösbar? …',
  stillWinnable: 'noch lösbar',
  stillUnknown: 'noch lösbar? unbekannt',
  noLineLeft: 'kein Gewinnweg mehr',
  noLineLeftUndo: 'kein Gewinnweg mehr · bis zur letzten lösbaren zurück',
  deadEnd: 'Keine Zugfolge bringt noch eine Karte auf die Ablage: dieses Spiel ist verloren.',
  deadEndNote: 'Sackgasse · Ergebnisse',
  deadEndSpoken: (words, reach) => `${words} Ergebnisse: ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'suche ein lösbares Spiel…',
  noWinnableKnown: (game) => `Noch kein lösbares Spiel von ${game} bekannt; ein zufälliges wird gegeben.`,

  winnableTitle: (game, n) => `${game} · lösbares Spiel ${n}`,
  tableTitle: (game, daily, number) => game + (daily !== null ? ` · Tagesspiel ${daily}` : number !== null ? ` · Spiel ${number}` : ''),
  dealNumberPrompt: (game) => `${game}: Spielnummer`,
  youWon: 'Gewonnen!',
  noMovesLeft: 'Keine Züge mehr',
  undoLastMove: 'Letzten Zug zurücknehmen',
  lostUndoNote: 'Nimm Züge zurück, um weiterzuspielen; wer geht, verliert dieses Spiel.',
  timeAndMoves: (time, moves) => `Zeit ${time}    Züge ${moves}`,
  replayDeal: 'Dieses Spiel wiederholen',
  menu: 'Menü',
  restartDeal: 'Dieses Spiel neu beginnen',
  dealByNumber: 'Spiel nach Nummer…',
  todaysDaily: 'Spiel des Tages',
  rules: 'Regeln',
  statistics: 'Statistik',
  settings: 'Optionen',
  close: 'Schließen',
  buttonSpoken: (label) => `${label}, Schaltfläche`,
  cancel: 'Abbrechen',
  dealButton: 'Geben',
  dealNumberRange: (max) => `Eine Spielnummer ist eine ganze Zahl von 1 bis ${max.toLocaleString('de')}.`,
  canvasLabel:
    'Kartentisch von Suitcase Solitaire. Die Pfeiltasten wählen einen Stapel; Eingabe zieht seine Karte oder nimmt sie bei mehreren Plätzen auf, um mit den Pfeilen zu zielen und mit Eingabe abzulegen. D zieht, U nimmt zurück, H gibt einen Tipp, O öffnet Mehr.',

  appName: 'Suitcase Solitaire',
  continue: 'Weiter',
  continueGame: (game) => `${game} fortsetzen`,
  more: 'Mehr…',
  moreAbout: (game) => `Mehr zu ${game}`,
  playNewDeal: (game) => `${game} spielen, neues Spiel`,
  play: 'Spielen',
  playGame: (game) => `${game} spielen`,
  dailyDeal: (streak) => `Spiel des Tages${streak > 0 ? ` (Serie ${streak})` : ''}`,

  hud: { menu: 'Menü', share: 'Teilen', options: 'Mehr', new: 'Neu', hint: 'Tipp', undo: 'Zurück', redo: 'Vor', mute: 'Ton' },
  muted: 'Stumm',
  finishButton: 'Beenden',
  hudStats: (moves, time, home, total) => `Züge ${moves}${time === null ? '' : `   ${time}`}   Abgelegt ${home}/${total}`,

  statsPlayed: (played, won, pct) => `Gespielt ${played}   Gewonnen ${won} (${pct} %)`,
  statsStreaks: (streak, best) => `Serie ${streak}   Beste Serie ${best}`,
  statsBest: (time, moves) => `Bestzeit ${time ?? '–'}   Wenigste Züge ${moves ?? '–'}`,
  statsDaily: (won, streak, best) => `Tagesspiele gewonnen ${won}   Tagesserie ${streak} (beste ${best})`,
  notPlayed: 'Noch nicht gespielt',
  statsSummary: (won, played, pct, streak) => `${won} von ${played} gewonnen (${pct} %) · Serie ${streak}`,
  menuRecord: (won, played, pct, best) => `${won} von ${played} gewonnen (${pct} %)${best === null ? '' : ` · Bestzeit ${best}`}`,
  menuInfo: (difficulty, record) => `${difficulty} · ${record}`,
  statsTitle: (game) => `${game}: Statistik`,
  resetStats: 'Statistik löschen',
  resetStatsTitle: 'Statistik löschen?',
  resetStatsText: (game) => `Alle Zahlen für ${game} gehen auf null zurück. Das lässt sich nicht rückgängig machen.`,
  reset: 'Löschen',
  statsWereReset: (game) => `Statistik für ${game} gelöscht.`,

  settingsHelp: 'Tippe auf eine Option, um sie zu ändern.',
  on: 'an',
  off: 'aus',
  timerShown: 'sichtbar',
  timerHidden: 'verborgen',
  setting: (label, value) => `${label}: ${value}`,
  settingGroups: { cards: 'Karten', table: 'Tisch', play: 'Spiel', language: 'Sprache', progress: 'Fortschritt' },
  groupSpoken: (name, chosen) => `Einstellungen ${name}${chosen ? ', angezeigt' : ''}`,
  switchSpoken: (name, state) => `${name}, Schalter, ${state}`,
  optionSpoken: (name, value, chosen) => `${name}: ${value}${chosen ? ', gewählt' : ''}`,
  lastGames: 'Deine letzten Spiele',
  chartLegend: 'gewonnen · verloren · höher dauerte länger',
  chartEmpty: 'Hier erscheinen deine letzten Spiele.',
  chartAxis: { moves: 'Züge', time: 'Zeit', games: 'Spiele: älteste → neueste' },
  chartSpoken: (games) => `Deine letzten Spiele, das älteste zuerst: ${games}`,
  chartGame: (won, time, moves) => `${won ? 'gewonnen' : 'verloren'}${time === null ? '' : ` in ${time}`}${moves === null ? '' : `, ${moves} ${moves === 1 ? 'Zug' : 'Züge'}`}`,
  settingNames: {
    soundOn: 'Ton',
    animationSpeed: 'Animation',
    autoPlay: 'Automatisch ablegen',
    fourColour: 'Vierfarbiges Blatt',
    faceStyle: 'Kartenbilder',
    cardBack: 'Rückseite',
    felt: 'Tischfarbe',
    leftHanded: 'Linkshänder',
    showTimer: 'Uhr',
    winnableOnly: 'Nur lösbare Spiele',
    stillWinnable: 'Noch lösbar?',
    language: 'Sprache',
  },
  settingNotes: { stillWinnable: 'kennt verdeckte Karten' },
  faceNames: { classic: 'klassisch', large: 'große Schrift' },
  backNames: ['karminrotes Gitter', 'blaue Rahmen', 'lila Punkte', 'grüne Rosette', 'Mitternachtssonne', 'türkise Schuppen'],
  feltNames: { system: 'wie das System', green: 'grün', blue: 'blau', red: 'rot', dark: 'dunkel' },
  rulesTitle: (game) => `${game}: Regeln`,
  touchLine: (gestures) => `Per Touch: ${gestures.map(([g, d]) => `${g} ${d}`).join('; ')}.`,
  touchHelp: {
    tap: ['eine Karte antippen', 'legt sie an ihren besten Platz (zuerst auf eine Ablage)'],
    drag: ['eine Karte ziehen', 'legt sie, wohin du willst'],
    stock: ['den Talon antippen', 'zieht eine Karte'],
    bar: ['die Knöpfe der Leiste', 'nehmen zurück, geben einen Tipp und öffnen Mehr'],
  },
  keysButton: 'Tastatur',
  keysLine: (keys) => `Tasten: ${keys.map(([k, d]) => `${k} ${d}`).join('; ')}.`,
  keyHelp: [
    ['Pfeiltasten', 'Stapel wählen'],
    ['1 bis 9, 0', 'Stapel 1 bis 10 wählen'],
    ['Eingabe oder Leertaste', 'die gewählte Karte ziehen; hat sie mehrere Plätze, wird sie aufgenommen: Pfeile oder 1 bis 0 wählen den Platz, Eingabe legt ab, Esc legt zurück'],
    ['D', 'ziehen'],
    ['U, Strg+Z', 'zurücknehmen'],
    ['Strg+Y, Strg+Umschalt+Z', 'wiederholen'],
    ['H', 'Tipp'],
    ['F', 'beenden (wenn angeboten)'],
    ['N', 'neues Spiel'],
    ['O', 'Mehr (neu beginnen, Spiel nach Nummer, Spiel des Tages, Regeln, Statistik, Optionen)'],
    ['Esc', 'Menü'],
    ['Leertaste, ← →, + −, Esc', 'während ein Gewinnweg läuft (Mehr, Einen Gewinnweg zeigen): abspielen oder pausieren, zurück oder vor, Tempo, beenden'],
  ],

  locale: 'de',
  cardName: (rank, suit) => `${SUITS[suit] ?? ''} ${RANKS[rank - 1] ?? rank}`,
  difficulty: { easy: 'leicht', medium: 'mittel', hard: 'schwer', 'very hard': 'sehr schwer' },
  speeds: { off: 'aus', fast: 'schnell', normal: 'normal', slow: 'langsam' },
  autoPlayModes: { off: 'aus', safe: 'sicher', all: 'alle' },
  languageAuto: (name) => `wie der Browser (${name})`,
  linkBadGame: (text) => `Dieser Link nennt ein Spiel, das wir nicht haben („${text}“).`,
  linkBadDeal: (text, max) => `Die Spielnummer „${text}“ dieses Links gibt es bei uns nicht: Spiele gehen von 1 bis ${max.toLocaleString('de')}.`,
  linkNoGame: 'Dieser Link nennt eine Spielnummer, aber kein Spiel.',
  linkNotBuilt: (game) => `${game} hat keine Spiele, die lösbar gebaut werden: das lösbare Spiel dieses Links gibt es bei uns nicht.`,
  shareDeal: 'Dieses Spiel teilen',
  share: 'Teilen',
  shareCopied: 'Link kopiert',
  shareDone: 'Geteilt',
  shareDialogTitle: 'Kopiere diesen Link, um das Spiel zu teilen',
  shareText: (deal, beat) => (beat === null ? `Spiel ${deal} mit mir in Suitcase Solitaire.` : `Schlägst du mich bei ${deal}? ${beat}`),
  beatFigures: (moves, time) => `${plural(moves, `${moves} Zug`, `${moves} Züge`)}, ${time}`,
  toBeat: (figures) => `Zu schlagen: ${figures}`,
  beatOutcome: (outcome, figures) =>
    outcome === 'beaten' ? `Du hast das Ergebnis deines Freundes geschlagen (${figures})!` : outcome === 'tied' ? `Gleichstand mit dem Ergebnis deines Freundes (${figures}).` : `Das Ergebnis deines Freundes steht: ${figures}.`,
  // ---- watching a winning line ----
  showWinningLine: 'Einen Gewinnweg zeigen',
  watchHow: 'Dieses Spiel war zu gewinnen: so geht es',
  watchLooking: 'Suche einen Gewinnweg…',
  watchNoLine: 'Kein Gewinnweg rechtzeitig gefunden, weder von hier noch vom Anfang.',
  watchCannot: 'Dieses Spiel ist nicht zu gewinnen: es gibt keinen Gewinnweg zu zeigen.',
  watchFromStart: 'Von hier gibt es keinen Gewinnweg mehr: er wird vom Anfang des Spiels an gezeigt.',
  watchAskTitle: 'Einen Gewinnweg zeigen?',
  watchAskHidden: 'Dieser Weg nutzt Karten, die du nicht siehst: verdeckte Karten oder die Reihenfolge des Talons. Das Spiel zählt als vom Computer gelöst, nicht von dir gewonnen.',
  watchAskPlain: 'Der Computer spielt dieses Spiel. Es zählt als vom Computer gelöst, nicht von dir gewonnen.',
  watchYes: 'Zeigen',
  watchBack: 'Zurück',
  watchForward: 'Vor',
  watchPlay: 'Abspielen',
  watchPause: 'Pause',
  watchSpeed: (x: number) => `Tempo ${x.toLocaleString('de')}×`,
  watchStop: 'Stopp',
  watchStatus: (i: number, n: number) => `Gewinnweg: Zug ${i} von ${n}`,
  watchStarted: (n: number) => `Gewinnweg mit ${n} ${plural(n, 'Zug', 'Zügen')}. Leertaste spielt oder pausiert, die Pfeile gehen zurück und vor, Plus und Minus ändern das Tempo, Esc beendet.`,
  watchPaused: (i: number, n: number) => `Pause bei Zug ${i} von ${n}`,
  watchPlaying: 'Läuft',
  watchStopped: 'Zuschauen beendet. Dieses Spiel zählt als vom Computer gelöst.',
  watchStepSpoken: (i: number, n: number, say: string) => `Zug ${i} von ${n}: ${say}`,
  solvedByComputer: 'Vom Computer gelöst',
  notCountedWin: 'Zählt in deiner Statistik nicht als Sieg.',
  storageUnavailable: 'Der Fortschritt wird auf diesem Gerät nicht gespeichert.',
  goalWin: 'Gewinne das Spiel',
  goalMoves: (moves) => `Gewinne in höchstens ${moves} Zügen`,
  goalNoUndo: 'Gewinne ohne Zurücknehmen',
  goalNoHints: 'Gewinne ohne Tipps',
  goalHome: (cards, minutes) => `Bring ${cards} Karten in ${minutes} Min. auf die Ablagen`,
  goalSuitFirst: (suit) => `Baue ${SUITS[suit] ?? ''} vor jeder anderen Farbe bis zum König`,
  goalClearRow: 'Räume die erste Reihe ab: die unterste Karte jedes Stapels',
  monthBadges: { bronze: 'Bronze', silver: 'Silber', gold: 'Gold' },
  monthBadgeGoal: (badge, met) => `${badge}: ${met} Herausforderungen in einem Monat`,
  badges: {
    firstWin: { name: (game) => `${game}: erster Sieg`, text: (game) => `Gewinne eine Partie ${game}` },
    allGames: { name: 'Voller Koffer', text: 'Gewinne jedes Spiel mindestens einmal' },
    wins: { name: (n) => `${n} Siege`, text: (n) => `Gewinne ${n} Partien` },
    streak: { name: (n) => `${n} in Folge`, text: (n) => `Gewinne ${n} Partien eines Spiels in Folge` },
    dailyWin: { name: 'Tagessieg', text: 'Gewinne ein Spiel des Tages' },
    dailyStreak: { name: (n) => `${n} Tage in Folge`, text: (n) => `Gewinne das Spiel des Tages ${n} Tage in Folge` },
    noUndo: { name: 'Kein Zurück' },
    noHelp: { name: 'Ganz allein', text: 'Gewinne ohne Zurücknehmen und ohne Tipps' },
    fast: { name: (minutes) => `Unter ${minutes} Min.`, text: (minutes) => `Gewinne eine Partie in höchstens ${minutes} Min.` },
    short: { name: 'Wenige Züge', text: 'Gewinne mit weniger Zügen, als das Spiel Karten hat' },
    challengeMet: { name: 'Herausforderer', text: 'Meistere eine Tagesherausforderung' },
    perfectDay: { name: 'Perfekter Tag', text: 'Meistere alle drei Herausforderungen eines Tages' },
    challenges: { name: (n) => `${n} Herausforderungen`, text: (n) => `Meistere ${n} Tagesherausforderungen` },
  },
  // ---- the trophies ----
  trophies: 'Trophäen',
  earnedOn: (date) => `Erhalten am ${date}`,
  notYet: (what) => `Noch nicht: ${what}`,
  notEarned: 'noch nicht erhalten',
  badgeSpoken: (name, what, state) => `${name}: ${what}. ${state}`,
  monthBadgeTake: (met) => `Meistere ${met} Herausforderungen in einem Monat`,
  earnedThisMonth: 'Diesen Monat erhalten',
  monthProgress: (met, need, badge) => `Diesen Monat: ${met} von ${need} Herausforderungen für ${badge}`,
  monthAllEarned: (met, badge) => `Diesen Monat: ${met} Herausforderungen gemeistert, ${badge} erhalten`,
  previous: 'Zurück',
  next: 'Weiter',
  previousDay: 'Vorheriger Tag',
  nextDay: 'Nächster Tag',
  pageOf: (page, pages) => `${page} von ${pages}`,
  badgesEarned: (n, names) => `${plural(n, 'Neues Abzeichen', 'Neue Abzeichen')}: ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'Statistik', badges: 'Abzeichen', challenges: 'Sterne', settings: 'Optionen', layout: 'Inhalt' },
  /** A stored record of badges or challenge stars partly damaged (read entry by entry). */
  partDamaged: (part) => `Beschädigt: ${part}. Was nicht lesbar war, wurde verworfen.`,
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r) => {
    switch (r.kind) {
      case 'empty': return 'Füge zuerst einen Fortschrittscode ein.';
      case 'not-progress': return 'Das ist kein Fortschrittscode und keine Fortschrittsdatei.';
      case 'character':
      case 'checksum': return 'Dieser Code ist beschädigt: kopiere ihn noch einmal ganz.';
      case 'too-large': return 'Das ist viel größer als jeder Fortschrittscode und jede Fortschrittsdatei: Es ist keiner.';
      case 'version': return 'Dieser Code stammt aus einer anderen Version des Spiels.';
      case 'damaged': return `Dieser Code ist nicht lesbar (beschädigt: ${de.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Fortschritt exportieren', import: 'Fortschritt importieren' },
  progressCodeText: 'Auf dem anderen Gerät: Optionen › Fortschritt › Fortschritt importieren.',
  copy: 'Kopieren',
  saveFile: 'Als Datei speichern',
  copied: 'Kopiert.',
  copyByHand: 'Markiere den Code und kopiere ihn.',
  progressImportText: 'Füge einen Fortschrittscode ein oder öffne eine Fortschrittsdatei.',
  openFile: 'Datei öffnen…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games, wins, badges, stars) => `Fortschritt importiert. Dazu: Partien ${games}, Siege ${wins}, Abzeichen ${badges}, Sterne ${stars}.`,
  saveDropped: 'Das gespeicherte Spiel wurde verworfen: Es war beschädigt.',
  saveOtherGame: 'Das gespeicherte Spiel gehörte zu einem anderen Spiel und wurde verworfen.',
  settingsReset: 'Deine Optionen waren beschädigt und wurden zurückgesetzt.',
  texts: {
    "Fortune's Favor": 'Fortunas Gunst',
    'Lucky Fan': 'Glücksfächer',
    'Rouge Forty': 'Rote Vierzig',
    'Famous Fifty': 'Berühmte Fünfzig',
    'Waxing Moon': 'Zunehmender Mond',
    pile: 'Stapel',
    fan: 'Fächer',
    column: 'Spalte',
    'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.':
      'Zwölf einzelne Karten, die vier Asse schon abgelegt; Lücken füllen sich selbst aus Abwurf oder Talon.',
    'Eighteen open fans, no stock: every card in sight, only Kings fill a space.': 'Achtzehn offene Fächer, kein Talon: alle Karten sichtbar, nur Könige füllen eine Lücke.',
    'Ten piles of four with three cards hidden in each; any card fills a space.': 'Zehn Stapel zu vier, je drei Karten verdeckt; jede Karte füllt eine Lücke.',
    'Two decks, ten open columns of five and a long stock; any card fills a space.': 'Zwei Spiele, zehn offene Spalten zu fünf und ein langer Talon; jede Karte füllt eine Lücke.',
    "Plain deals of this game are almost never winnable: turn on \"winnable deals only\" in Settings.": "Gewöhnliche Spiele dieser Variante sind fast nie lösbar: Schalte in den Optionen „Nur lösbare Spiele“ ein.",
    'Two decks, twelve splayed piles that only shrink: every card goes straight home.': 'Zwei Spiele, zwölf aufgefächerte Stapel, die nur schrumpfen: jede Karte geht direkt auf die Ablage.',
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.':
      'Ein Spiel. Die vier Asse liegen zu Beginn auf den Ablagen; zwölf Stapel mit je einer Karte, 36 Karten im Talon.',
    'Build the foundations up by suit from Ace to King.': 'Die Ablagen werden in derselben Farbe aufwärts gebaut, vom Ass bis zum König.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).': 'Die Stapel werden in derselben Farbe abwärts gebaut, Karte für Karte (6♠ auf 7♠).',
    'The top card of each pile and the top card of the waste may be played.': 'Spielbar sind die oberste Karte jedes Stapels und die oberste Karte des Abwurfs.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.':
      'Zieh jederzeit eine Karte nach der anderen vom Talon auf den Abwurf. Es wird nicht neu gegeben.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.':
      'Ein geleerter Stapel wird sofort mit der obersten Abwurfkarte gefüllt, oder mit der obersten Talonkarte, wenn der Abwurf leer ist. Selbst darfst du nie eine Karte in eine Lücke legen.',
    'Win by moving all 52 cards to the foundations.': 'Gewonnen, wenn alle 52 Karten auf den Ablagen liegen.',
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.': 'Ein Spiel, alles offen in achtzehn Fächern: sechzehn zu drei Karten und zwei zu zwei.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Die Ablagen werden in derselben Farbe aufwärts gebaut, vom Ass bis zum König; jedes Ass beginnt eine leere Ablage.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.':
      'Die Fächer werden in derselben Farbe abwärts gebaut, Karte für Karte (6♠ auf 7♠). Nur die oberste Karte eines Fächers zieht.',
    'Only a King may fill an empty fan.': 'Nur ein König darf einen leeren Fächer füllen.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.': 'Es gibt keinen Talon und kein neues Geben. Gewonnen, wenn alle 52 Karten auf den Ablagen liegen.',
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.':
      'Ein Spiel. Zehn Stapel zu vier Karten: drei verdeckt, die oberste offen. Die übrigen 12 Karten bilden den Talon.',
    'Any card may be moved into an empty pile.': 'Jede Karte darf auf einen leeren Stapel.',
    'When a move uncovers a face-down card, it turns face up.': 'Wird eine verdeckte Karte frei, wird sie aufgedeckt.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.':
      'Zieh jederzeit eine Karte nach der anderen vom Talon auf den Abwurf; die oberste Abwurfkarte spielt wie eine oberste Stapelkarte. Es wird nicht neu gegeben.',
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.': 'Zwei Spiele. Zehn Spalten zu fünf Karten, alle offen; 54 Karten im Talon.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Die acht Ablagen werden in derselben Farbe aufwärts gebaut, vom Ass bis zum König; jedes Ass beginnt eine leere Ablage.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).': 'Die Spalten werden in derselben Farbe abwärts gebaut, Karte für Karte (8♦ auf 9♦).',
    'Any card from a column or the waste may fill an empty column.': 'Jede Karte aus einer Spalte oder dem Abwurf darf eine leere Spalte füllen.',
    'Win by moving all 104 cards to the foundations.': 'Gewonnen, wenn alle 104 Karten auf den Ablagen liegen.',
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.':
      'Zwei Spiele. Zwölf Stapel zu vier Karten, so aufgefächert, dass jede Karte sichtbar ist; 56 Karten im Talon.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.': 'Nur die oberste Karte eines Stapels oder des Abwurfs ist spielbar, und nur auf eine Ablage.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.': 'Auf die Stapel wird nie etwas gelegt: sie schrumpfen nur, und ein leerer Stapel bleibt leer.',
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · Tagesaufgabe ${k}`,
  challengeDamaged: 'Die Tagesaufgabe des gespeicherten Spiels war beschädigt: Es geht als gewöhnliches Spiel weiter.',
  goalLine: (goal: string) => `Ziel: ${goal}`,
  goalMet: 'Aufgabe geschafft',
  goalMissed: 'Aufgabe verfehlt',
  newBestTime: (time: string) => `Neue Bestzeit: ${time}`,
  newFewestMoves: (moves: number) => `Neuer Rekord: ${moves} Züge`,
  badgeEarned: (name: string) => `Abzeichen erhalten: ${name}`,
  dailyChallenges: 'Tagesaufgaben',
  starsOf: (stars: number, of: number) => `${stars} von ${of} Sternen`,
  monthMet: (met: number) => `${met} ${met === 1 ? 'Aufgabe' : 'Aufgaben'} in diesem Monat geschafft`,
  nextMedal: (needs: number, medal: string) => `Noch ${needs} bis ${medal}`,
  allMedals: 'Gold in diesem Monat!',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game}: ${goal}`,
  challengeDay: (date: string, stars: number) => `${date}: ${stars} von 3 Sternen`,
  findingChallenges: 'Die Aufgaben des Tages werden erstellt…',
  noChallenges: 'Die Aufgaben können hier nicht erstellt werden (kein Worker).',
  challengesLater: 'Dieser Tag ist noch nicht gekommen: seine Aufgaben öffnen am Vortag.',
  newDealOf: (game: string) => `Neues Spiel: ${game}`,
  levels: { any: 'Beliebig', easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} ${n}`,
  findingLevel: (level: string) => `Spiel wird gesucht: ${level}…`,
};
