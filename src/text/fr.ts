/** French. Ranks spoken as French players say them (as, valet, dame, roi); the shape is English's: see en.ts. */
import { cardLabel as lbl } from '../engine/cards.ts';
import { type Catalogue, isRedCard, rankShown } from './en.ts';
import { plurals } from './plural.ts';

const plural = plurals('fr');
const RANKS = ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valet', 'dame', 'roi'] as const;
const SUITS = ['pique', 'cœur', 'carreau', 'trèfle'] as const;
const cards = (n: number) => plural(n, `${n} carte`, `${n} cartes`);

export const fr: Catalogue = {
  won: 'vous avez gagné',
  lost: 'plus aucun coup : partie terminée',
  stockEmpty: 'talon vide',
  undone: 'coup annulé',
  redone: 'coup rejoué',
  nothingToUndo: 'rien à annuler',
  nothingToRedo: 'rien à rejouer',
  nothingToFinish: 'rien à terminer pour l’instant',
  noStock: 'ce jeu n’a pas de talon',
  restarted: 'donne recommencée',
  noteUndo: 'Entrée annule jusqu’à la dernière position gagnable',
  noteResults: 'Entrée affiche les résultats',
  noteReach: 'les flèches atteignent la note en haut',
  noteSpoken: (words, does) => `${words} : ${does}`,
  tableOpened: (title, resumed) => `${title}. ${resumed ? 'Partie reprise.' : 'Nouvelle donne.'}`,

  pile: (pileName, n) => `${pileName} ${n}`,
  foundation: (n) => `fondation ${n}`,
  theWaste: 'la défausse',
  theStock: 'le talon',
  cards,
  cardsHome: (n) => `${cards(n)} vers les fondations`,
  toFoundation: (card) => `${card} vers la fondation`,
  toEmpty: (card, pile) => `${card} dans la place libre ${pile}`,
  onto: (card, under) => `${card} sur ${under}`,
  drew: (card) => `tiré ${card}`,
  turnedUp: (card) => `retourné ${card}`,
  refilled: (pile, fromWaste, card) => `${pile} regarni ${fromWaste ? 'depuis la défausse' : 'depuis le talon'} avec ${card}`,
  pileEmpty: (name) => `${name} : vide`,
  pileTop: (name, card, count, hidden) => `${name} : ${card} dessus, ${cards(count)}${hidden > 0 ? `, ${hidden} face cachée` : ''}`,
  foundationUpTo: (name, card) => `${name} : jusqu’à ${card}`,
  wasteEmpty: 'défausse : vide',
  wasteTop: (card, count) => `défausse : ${card} dessus, ${cards(count)}`,
  stockEmptyPile: 'talon : vide',
  stockCount: (count) => `talon : ${cards(count)}`,
  theCard: 'la carte',
  drawFromStock: 'tirer du talon',
  toAnEmpty: (card, pileName) => `${card} dans une place libre (${pileName})`,

  placeFoundation: 'vers la fondation',
  placeEmpty: (pile) => `dans la place libre ${pile}`,
  placeOnto: (under, pile) => `sur ${under}, ${pile}`,
  lifted: (card, pile, places, aim) =>
    `${card} levée de ${pile}, ${plural(places, `${places} place`, `${places} places`)}${aim === '' ? '' : ` : ${aim}`}. Les flèches choisissent, Entrée la pose, Échap la remet`,
  putBack: (card, pile) => `${card} remise sur ${pile}`,
  notAPlace: (pile, card) => `${pile} ne prend pas ${card}`,
  nowhere: (card) => `${card} ne peut aller nulle part`,
  dropRefused: (reason) => `Pas là : ${reason}`,
  /** Why a move was refused; the game's name by its English text, as `texts` does. */
  refusal: (r) => {
    const tr = (t: string): string => fr.texts[t] ?? t;
    switch (r.kind) {
      case 'no-move': return 'aucun coup donné';
      case 'no-stock': return `${tr(r.game)} n’a pas de talon`;
      case 'stock-empty': return 'le talon est vide';
      case 'no-pile': return `${tr(r.game)} n’a pas de pile ${r.pile}`;
      case 'no-foundation': return `${tr(r.game)} n’a pas de fondation ${r.pile}`;
      case 'pile-empty': return `il n’y a plus de carte en ${r.pile}`;
      case 'no-waste': return `${tr(r.game)} n’a pas de défausse`;
      case 'waste-empty': return 'la défausse est vide';
      case 'from-stock': return 'les cartes ne quittent le talon qu’en piochant';
      case 'from-foundation': return 'une carte posée sur une fondation ne la quitte jamais';
      case 'to-waste': return 'les cartes n’arrivent à la défausse qu’en piochant';
      case 'to-stock': return 'aucune carte ne retourne au talon';
      case 'already-there': return `${lbl(r.card)} est déjà en ${r.pile}`;
      case 'ace-starts-foundation': return `seul un as peut commencer une fondation, pas ${lbl(r.card)}`;
      case 'ace-to-empty-foundation': return `${lbl(r.card)} commence une fondation vide`;
      case 'foundation-next': return `${lbl(r.card)} va sur ${lbl(r.needs)} sur une fondation, pas sur ${lbl(r.top)}`;
      case 'no-foundation-free': return `aucune fondation n’est libre pour ${lbl(r.card)}`;
      case 'no-foundation-yet': return `aucune fondation ne prend encore ${lbl(r.card)} (il faut ${lbl(r.needs)})`;
      case 'foundations-only': return `dans ${tr(r.game)}, les cartes ne vont qu’aux fondations`;
      case 'not-from': return `dans ${tr(r.game)}, aucune carte ${r.source === 'waste' ? 'de la défausse' : 'du tableau'} ne va sur le tableau`;
      case 'king-fills': return 'seul un roi peut remplir une place libre';
      case 'spaces-refill': return 'les places libres se remplissent seules depuis la défausse ou le talon';
      case 'no-space': return 'aucune carte ne peut aller dans une place libre';
      case 'no-building': return `ici rien ne se pose sur une autre carte : ${lbl(r.card)} ne peut aller que dans une place libre`;
      case 'king-to-space': return `${lbl(r.card)} ne va que dans une place libre`;
      case 'end-rank': return `rien n’est ${r.direction === 'down' ? 'au-dessus' : 'au-dessous'} de ${lbl(r.card)} : elle ne peut pas aller sur une autre carte`;
      case 'by-suit': return `${lbl(r.card)} va sur ${lbl(r.needs)}, pas sur ${lbl(r.top)}`;
      case 'by-colour': return `${lbl(r.card)} va sur un ${rankShown(r.needs)} ${isRedCard(r.card) ? 'noir' : 'rouge'}, pas sur ${lbl(r.top)}`;
    }
  },

  hintSpoken: (move) => `Indice : ${move}`,
  noMoveHelps: 'Aucun coup n’aide ici.',
  noMoveHelpsTitle: 'Aucun coup n’aide',
  noMoveHelpsText: 'Rien de ce qui est visible ne mène nulle part. Nouvelle donne ?',
  newDealButton: 'Nouvelle donne',
  keepPlaying: 'Continuer',
  giveUpTitle: 'Abandonner cette partie ?',
  giveUpText: 'Une nouvelle donne compte cette partie comme jouée et perdue, et met fin à votre série.',
  giveUpYes: 'Abandonner',
  lostNotice: 'Plus aucun coup : cette partie est perdue.',
  movedOnElsewhere: 'Cette partie a continué dans un autre onglet : la voici telle qu’il l’a laissée.',
  endedElsewhere: 'Cette partie s’est terminée dans un autre onglet et y a été comptée.',

  drawACard: 'Tirez une carte : rien sur la table n’aide encore',
  aCard: 'une carte',
  wordsHome: (card) => `Mettez ${card} en fondation`,
  wordsToSpace: (card) => `Mettez ${card} sur une place libre`,
  wordsTo: (card, onto) => `Mettez ${card} sur ${onto}`,
  wordsToWaste: (card) => `Mettez ${card} à la défausse`,
  hintLine: (move, how) => `${move} (${how})`,
  hintKeepsWinnable: 'la partie reste gagnable',
  hintLikely: 'mène probablement à la victoire',
  hintBestChance: 'votre meilleure chance de gagner',
  hintSlim: 'une mince chance, mais la meilleure',
  hintUnlikely: 'la victoire semble peu probable d’ici',
  noWinningLineFromHere: 'plus moyen de gagner d’ici',
  noSolver: 'd’après les cartes visibles',
  solverLate: 'd’après les cartes visibles',
  badgeWinnable: 'gagnable',
  badgeWinnableDeal: 'donne gagnable',
  badgeNotWinnable: 'non gagnable',
  stillChecking: 'encore gagnable ? …',
  stillWinnable: 'encore gagnable',
  stillUnknown: 'encore gagnable ? inconnu',
  noLineLeft: 'plus de ligne gagnante',
  noLineLeftUndo: 'plus de ligne gagnante · annulez jusqu’à la dernière gagnable',
  deadEnd: 'Aucune suite de coups ne met une autre carte en fondation : cette partie est perdue.',
  deadEndNote: 'impasse · Résultats',
  deadEndSpoken: (words, reach) => `${words} Résultats : ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'recherche d’une donne gagnable…',
  noWinnableKnown: (game) => `Aucune donne gagnable de ${game} n’est encore connue ; une donne au hasard.`,

  winnableTitle: (game, n) => `${game} · donne gagnable ${n}`,
  tableTitle: (game, daily, number) => game + (daily !== null ? ` · donne du jour ${daily}` : number !== null ? ` · donne ${number}` : ''),
  dealNumberPrompt: (game) => `${game} : numéro de donne`,
  youWon: 'Gagné !',
  noMovesLeft: 'Plus aucun coup',
  undoLastMove: 'Annuler le dernier coup',
  lostUndoNote: 'Annule pour continuer ; en partant, la partie compte comme perdue.',
  timeAndMoves: (time, moves) => `Temps ${time}    Coups ${moves}`,
  replayDeal: 'Rejouer cette donne',
  menu: 'Menu',
  restartDeal: 'Recommencer cette donne',
  dealByNumber: 'Donne par numéro…',
  todaysDaily: 'Donne du jour',
  rules: 'Règles',
  statistics: 'Statistiques',
  settings: 'Réglages',
  close: 'Fermer',
  buttonSpoken: (label) => `${label}, bouton`,
  cancel: 'Annuler',
  dealButton: 'Distribuer',
  dealNumberRange: (max) => `Un numéro de donne est un nombre entier de 1 à ${max.toLocaleString('fr')}.`,
  canvasLabel:
    'Table de Suitcase Solitaire. Les flèches choisissent une pile ; Entrée déplace sa carte ou, si elle a plusieurs places, la lève pour viser avec les flèches et la poser avec Entrée. D tire, U annule, H donne un indice, O ouvre Plus.',

  appName: 'Suitcase Solitaire',
  continue: 'Reprendre',
  continueGame: (game) => `Reprendre ${game}`,
  more: 'Plus…',
  moreAbout: (game) => `Plus sur ${game}`,
  playNewDeal: (game) => `Jouer à ${game}, nouvelle donne`,
  play: 'Jouer',
  playGame: (game) => `Jouer à ${game}`,
  dailyDeal: (streak) => `Donne du jour${streak > 0 ? ` (série ${streak})` : ''}`,

  hud: { menu: 'Menu', share: 'Partager', options: 'Plus', new: 'Nouvelle', hint: 'Indice', undo: 'Annuler', redo: 'Rejouer', mute: 'Son' },
  muted: 'Muet',
  finishButton: 'Terminer',
  hudStats: (moves, time, home, total) => `Coups ${moves}${time === null ? '' : `   ${time}`}   Rangées ${home}/${total}`,

  statsPlayed: (played, won, pct) => `Jouées ${played}   Gagnées ${won} (${pct} %)`,
  statsStreaks: (streak, best) => `Série ${streak}   Meilleure série ${best}`,
  statsBest: (time, moves) => `Meilleur temps ${time ?? '–'}   Moins de coups ${moves ?? '–'}`,
  statsDaily: (won, streak, best) => `Donnes du jour gagnées ${won}   Série du jour ${streak} (record ${best})`,
  notPlayed: 'Pas encore joué',
  statsSummary: (won, played, pct, streak) => `${won} gagnées sur ${played} (${pct} %) · série ${streak}`,
  menuRecord: (won, played, pct, best) => `${won} gagnées sur ${played} (${pct} %)${best === null ? '' : ` · record ${best}`}`,
  menuInfo: (difficulty, record) => `${difficulty} · ${record}`,
  statsTitle: (game) => `${game} : statistiques`,
  resetStats: 'Effacer les statistiques',
  resetStatsTitle: 'Effacer les statistiques ?',
  resetStatsText: (game) => `Tous les chiffres de ${game} reviennent à zéro. C’est définitif.`,
  reset: 'Effacer',
  statsWereReset: (game) => `Statistiques de ${game} effacées.`,

  settingsHelp: 'Touchez un réglage pour le changer.',
  on: 'oui',
  off: 'non',
  timerShown: 'affiché',
  timerHidden: 'masqué',
  setting: (label, value) => `${label} : ${value}`,
  settingGroups: { cards: 'Cartes', table: 'Table', play: 'Jeu', language: 'Langue', progress: 'Progression' },
  groupSpoken: (name, chosen) => `Réglages ${name}${chosen ? ', affichés' : ''}`,
  switchSpoken: (name, state) => `${name}, interrupteur, ${state}`,
  optionSpoken: (name, value, chosen) => `${name} : ${value}${chosen ? ', choisi' : ''}`,
  lastGames: 'Vos dernières parties',
  chartLegend: 'gagnée · perdue · plus haute, plus longue',
  chartEmpty: 'Vos dernières parties s’afficheront ici.',
  chartAxis: { moves: 'coups', time: 'temps', games: 'parties : plus ancienne → plus récente' },
  chartSpoken: (games) => `Vos dernières parties, la plus ancienne d’abord : ${games}`,
  chartGame: (won, time, moves) => `${won ? 'gagnée' : 'perdue'}${time === null ? '' : ` en ${time}`}${moves === null ? '' : `, ${moves} ${moves < 2 ? 'coup' : 'coups'}`}`,
  settingNames: {
    soundOn: 'Son',
    animationSpeed: 'Animation',
    autoPlay: 'Jeu automatique',
    fourColour: 'Couleurs à quatre teintes',
    faceStyle: 'Faces des cartes',
    cardBack: 'Dos des cartes',
    felt: 'Couleur du tapis',
    leftHanded: 'Disposition gaucher',
    showTimer: 'Chrono',
    winnableOnly: 'Donnes gagnables seulement',
    stillWinnable: 'Encore gagnable ?',
    language: 'Langue',
  },
  settingNotes: { stillWinnable: 'voit les cartes cachées' },
  faceNames: { classic: 'classiques', large: 'gros caractères' },
  backNames: ['treillis cramoisi', 'cadres bleus', 'pois violets', 'rosace verte', 'soleil de minuit', 'écailles turquoise'],
  feltNames: { system: 'comme le système', green: 'vert', blue: 'bleu', red: 'rouge', dark: 'sombre' },
  rulesTitle: (game) => `${game} : règles`,
  touchLine: (gestures) => `Au toucher : ${gestures.map(([g, d]) => `${g} ${d}`).join(' ; ')}.`,
  touchHelp: {
    tap: ['touchez une carte', 'pour la mettre à sa meilleure place (une fondation d’abord)'],
    drag: ['faites glisser une carte', 'pour la poser où vous voulez'],
    stock: ['touchez le talon', 'pour tirer'],
    bar: ['les boutons de la barre', 'annulent, donnent un indice et ouvrent Plus'],
  },
  keysButton: 'Clavier',
  keysLine: (keys) => `Touches : ${keys.map(([k, d]) => `${k} ${d}`).join(' ; ')}.`,
  keyHelp: [
    ['Flèches', 'choisir une pile'],
    ['1 à 9, 0', 'choisir la pile 1 à 10'],
    ['Entrée ou Espace', 'déplacer la carte choisie ; si elle a plusieurs places elle est levée : les flèches ou 1 à 0 choisissent la place, Entrée la pose, Échap la remet'],
    ['D', 'tirer'],
    ['U, Ctrl+Z', 'annuler'],
    ['Ctrl+Y, Ctrl+Maj+Z', 'rejouer'],
    ['H', 'indice'],
    ['F', 'terminer (quand c’est proposé)'],
    ['N', 'nouvelle donne'],
    ['O', 'Plus (recommencer, donne par numéro, donne du jour, règles, statistiques, réglages)'],
    ['Échap', 'menu'],
    ['Espace, ← →, + −, Échap', 'pendant une solution (Plus, Montrer une solution) : lecture ou pause, reculer ou avancer, vitesse, arrêter'],
  ],

  locale: 'fr',
  cardName: (rank, suit) => `${RANKS[rank - 1] ?? rank} de ${SUITS[suit] ?? ''}`,
  difficulty: { easy: 'facile', medium: 'moyen', hard: 'difficile', 'very hard': 'très difficile' },
  speeds: { off: 'non', fast: 'rapide', normal: 'normale', slow: 'lente' },
  autoPlayModes: { off: 'non', safe: 'sûr', all: 'tout' },
  languageAuto: (name) => `du navigateur (${name})`,
  linkBadGame: (text) => `Ce lien nomme un jeu que nous n’avons pas (« ${text} »).`,
  linkBadDeal: (text, max) => `Le numéro de donne « ${text} » de ce lien n’est pas des nôtres : les donnes vont de 1 à ${max.toLocaleString('fr')}.`,
  linkNoGame: 'Ce lien donne un numéro de donne mais aucun jeu.',
  linkNotBuilt: (game) => `${game} n’a pas de donnes construites pour être gagnées : la donne gagnable de ce lien n’est pas des nôtres.`,
  shareDeal: 'Partager cette donne',
  share: 'Partager',
  shareCopied: 'Lien copié',
  shareDone: 'Partagé',
  shareDialogTitle: 'Copiez ce lien pour partager la donne',
  shareText: (deal, beat) => (beat === null ? `Joue ${deal} avec moi dans Suitcase Solitaire.` : `Peux-tu me battre à ${deal} ? ${beat}`),
  beatFigures: (moves, time) => `${plural(moves, `${moves} coup`, `${moves} coups`)}, ${time}`,
  toBeat: (figures) => `À battre : ${figures}`,
  beatOutcome: (outcome, figures) =>
    outcome === 'beaten' ? `Vous avez battu le résultat de votre ami (${figures}) !` : outcome === 'tied' ? `Égalité avec le résultat de votre ami (${figures}).` : `Le résultat de votre ami tient : ${figures}.`,
  // ---- watching a winning line ----
  showWinningLine: 'Montrer une solution',
  watchHow: 'Cette donne était gagnable : voir comment',
  watchLooking: 'Recherche d’une solution…',
  watchNoLine: 'Aucune solution trouvée à temps, ni d’ici ni depuis le début.',
  watchCannot: 'Cette donne ne peut pas être gagnée : il n’y a pas de solution à montrer.',
  watchFromStart: 'Plus de solution d’ici : elle est montrée depuis le début de la donne.',
  watchAskTitle: 'Montrer une solution ?',
  watchAskHidden: 'Cette solution utilise des cartes que vous ne voyez pas : cartes face cachée ou ordre du talon. La partie comptera comme résolue par l’ordinateur, pas gagnée par vous.',
  watchAskPlain: 'L’ordinateur va jouer cette partie. Elle comptera comme résolue par l’ordinateur, pas gagnée par vous.',
  watchYes: 'La montrer',
  watchBack: 'Reculer',
  watchForward: 'Avancer',
  watchPlay: 'Lecture',
  watchPause: 'Pause',
  watchSpeed: (x: number) => `Vitesse ${x.toLocaleString('fr')}×`,
  watchStop: 'Arrêter',
  watchStatus: (i: number, n: number) => `Solution : coup ${i} sur ${n}`,
  watchStarted: (n: number) => `Solution de ${n} ${plural(n, 'coup', 'coups')}. Espace lance ou met en pause, les flèches reculent et avancent, plus et moins changent la vitesse, Échap arrête.`,
  watchPaused: (i: number, n: number) => `En pause au coup ${i} sur ${n}`,
  watchPlaying: 'Lecture',
  watchStopped: 'Vous ne regardez plus. Cette partie compte comme résolue par l’ordinateur.',
  watchStepSpoken: (i: number, n: number, say: string) => `Coup ${i} sur ${n} : ${say}`,
  solvedByComputer: 'Résolue par l’ordinateur',
  notCountedWin: 'Pas comptée comme victoire dans vos statistiques.',
  storageUnavailable: 'La progression ne sera pas gardée sur cet appareil.',
  goalWin: 'Gagnez la donne',
  goalMoves: (moves) => `Gagnez en ${moves} coups ou moins`,
  goalNoUndo: 'Gagnez sans annuler',
  goalNoHints: 'Gagnez sans indice',
  goalHome: (cards, minutes) => `Montez ${cards} cartes aux fondations en ${minutes} min`,
  goalSuitFirst: (suit) => `Complétez une fondation à ${SUITS[suit] ?? ''} avant toute autre`,
  goalClearRow: 'Videz la première rangée : la carte du dessous de chaque pile',
  monthBadges: { bronze: 'Bronze', silver: 'Argent', gold: 'Or' },
  monthBadgeGoal: (badge, met) => `${badge} : ${met} défis relevés en un mois`,
  badges: {
    firstWin: { name: (game) => `${game} : première victoire`, text: (game) => `Gagnez une partie de ${game}` },
    allGames: { name: 'Valise pleine', text: 'Gagnez chaque jeu au moins une fois' },
    wins: { name: (n) => `${n} victoires`, text: (n) => `Gagnez ${n} parties` },
    streak: { name: (n) => `${n} d’affilée`, text: (n) => `Gagnez ${n} parties d’un même jeu d’affilée` },
    dailyWin: { name: 'Donne du jour gagnée', text: 'Gagnez une donne du jour' },
    dailyStreak: { name: (n) => `Série de ${n} jours`, text: (n) => `Gagnez la donne du jour ${n} jours de suite` },
    noUndo: { name: 'Sans retour' },
    noHelp: { name: 'Sans aide', text: 'Gagnez sans annuler ni indice' },
    fast: { name: (minutes) => `Moins de ${minutes} min`, text: (minutes) => `Gagnez une partie en ${minutes} min ou moins` },
    short: { name: 'Peu de coups', text: 'Gagnez en moins de coups que le jeu n’a de cartes' },
    challengeMet: { name: 'Défi relevé', text: 'Relevez un défi du jour' },
    perfectDay: { name: 'Journée parfaite', text: 'Relevez les trois défis d’une journée' },
    challenges: { name: (n) => `${n} défis`, text: (n) => `Relevez ${n} défis du jour` },
  },
  // ---- the trophies ----
  trophies: 'Trophées',
  earnedOn: (date) => `Obtenu le ${date}`,
  notYet: (what) => `Pas encore : ${what}`,
  notEarned: 'pas encore obtenu',
  badgeSpoken: (name, what, state) => `${name} : ${what}. ${state}`,
  monthBadgeTake: (met) => `Relevez ${met} défis en un mois`,
  earnedThisMonth: 'Obtenu ce mois-ci',
  monthProgress: (met, need, badge) => `Ce mois-ci : ${met} défis sur ${need} pour ${badge}`,
  monthAllEarned: (met, badge) => `Ce mois-ci : ${met} défis relevés, ${badge} obtenu`,
  previous: 'Précédent',
  next: 'Suivant',
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  pageOf: (page, pages) => `${page} sur ${pages}`,
  badgesEarned: (n, names) => `${plural(n, 'Nouveau badge', 'Nouveaux badges')} : ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'statistiques', badges: 'badges', challenges: 'étoiles', settings: 'réglages', layout: 'contenu' },
  /** A stored record of badges or challenge stars partly damaged (read entry by entry). */
  partDamaged: (part) => `Abîmé : ${part}. Ce qui ne pouvait être lu a été écarté.`,
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r) => {
    switch (r.kind) {
      case 'empty': return 'Collez d’abord un code de progression.';
      case 'not-progress': return 'Ce n’est ni un code ni un fichier de progression.';
      case 'character':
      case 'checksum': return 'Ce code est abîmé : copiez-le de nouveau en entier.';
      case 'too-large': return 'C’est bien plus grand que tout code ou fichier de progression : ce n’en est pas un.';
      case 'version': return 'Ce code vient d’une autre version du jeu.';
      case 'damaged': return `Ce code est illisible (abîmé : ${fr.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Exporter la progression', import: 'Importer une progression' },
  progressCodeText: 'Sur l’autre appareil : Réglages › Progression › Importer une progression.',
  copy: 'Copier',
  saveFile: 'Enregistrer dans un fichier',
  copied: 'Copié.',
  copyByHand: 'Sélectionnez le code et copiez-le.',
  progressImportText: 'Collez un code de progression ou ouvrez un fichier de progression.',
  openFile: 'Ouvrir un fichier…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games, wins, badges, stars) => `Progression importée. En plus : parties ${games}, victoires ${wins}, badges ${badges}, étoiles ${stars}.`,
  saveDropped: 'La partie enregistrée a été abandonnée : elle était endommagée.',
  saveOtherGame: 'La partie enregistrée appartenait à un autre jeu et a été abandonnée.',
  settingsReset: 'Vos réglages étaient endommagés et ont été réinitialisés.',
  texts: {
    "Fortune's Favor": 'Faveur de Fortune',
    'Lucky Fan': 'Éventail Chanceux',
    'Rouge Forty': 'Quarante Rouge',
    'Famous Fifty': 'Cinquante Fameux',
    'Waxing Moon': 'Lune Croissante',
    pile: 'pile',
    fan: 'éventail',
    column: 'colonne',
    'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.':
      'Douze cartes seules, les quatre as déjà en fondation ; les places libres se regarnissent seules depuis la défausse ou le talon.',
    'Eighteen open fans, no stock: every card in sight, only Kings fill a space.': 'Dix-huit éventails ouverts, pas de talon : toutes les cartes en vue, seul un roi occupe une place libre.',
    'Ten piles of four with three cards hidden in each; any card fills a space.': 'Dix piles de quatre dont trois cartes cachées ; toute carte occupe une place libre.',
    'Two decks, ten open columns of five and a long stock; any card fills a space.': 'Deux jeux, dix colonnes ouvertes de cinq et un long talon ; toute carte occupe une place libre.',
    "Plain deals of this game are almost never winnable: turn on \"winnable deals only\" in Settings.": "Les donnes ordinaires de ce jeu ne sont presque jamais gagnables : activez « Donnes gagnables seulement » dans les Réglages.",
    'Two decks, twelve splayed piles that only shrink: every card goes straight home.': 'Deux jeux, douze piles étalées qui ne font que diminuer : chaque carte va droit en fondation.',
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.':
      'Un jeu. Les quatre as commencent en fondation ; douze piles d’une carte chacune, 36 cartes au talon.',
    'Build the foundations up by suit from Ace to King.': 'Montez les fondations par couleur, de l’as au roi.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).': 'Descendez les piles par couleur, une carte à la fois (6♠ sur 7♠).',
    'The top card of each pile and the top card of the waste may be played.': 'La carte du dessus de chaque pile et celle de la défausse peuvent être jouées.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.':
      'Tirez une carte à la fois du talon vers la défausse, quand vous voulez. Pas de redistribution.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.':
      'Une pile vidée est aussitôt regarnie avec la carte du dessus de la défausse, ou du talon si la défausse est vide. Vous ne pouvez jamais mettre vous-même une carte dans une place libre.',
    'Win by moving all 52 cards to the foundations.': 'Gagnez en montant les 52 cartes en fondation.',
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.': 'Un jeu, tout face visible en dix-huit éventails : seize de trois cartes et deux de deux.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Montez les fondations par couleur, de l’as au roi ; tout as commence une fondation vide.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.':
      'Descendez les éventails par couleur, une carte à la fois (6♠ sur 7♠). Seule la carte du dessus d’un éventail bouge.',
    'Only a King may fill an empty fan.': 'Seul un roi peut occuper un éventail vide.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.': 'Ni talon ni redistribution. Gagnez en montant les 52 cartes en fondation.',
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.':
      'Un jeu. Dix piles de quatre cartes : trois face cachée, celle du dessus visible. Les 12 autres cartes forment le talon.',
    'Any card may be moved into an empty pile.': 'Toute carte peut aller sur une pile vide.',
    'When a move uncovers a face-down card, it turns face up.': 'Quand un coup découvre une carte cachée, elle se retourne.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.':
      'Tirez une carte à la fois du talon vers la défausse, quand vous voulez ; la carte du dessus de la défausse se joue comme celle d’une pile. Pas de redistribution.',
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.': 'Deux jeux. Dix colonnes de cinq cartes, toutes visibles ; 54 cartes au talon.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Montez les huit fondations par couleur, de l’as au roi ; tout as commence une fondation vide.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).': 'Descendez les colonnes par couleur, une carte à la fois (8♦ sur 9♦).',
    'Any card from a column or the waste may fill an empty column.': 'Toute carte d’une colonne ou de la défausse peut occuper une colonne vide.',
    'Win by moving all 104 cards to the foundations.': 'Gagnez en montant les 104 cartes en fondation.',
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.':
      'Deux jeux. Douze piles de quatre cartes, étalées pour que chacune se voie ; 56 cartes au talon.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.': 'Seule la carte du dessus d’une pile ou de la défausse se joue, et seulement en fondation.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.': 'Rien ne se pose jamais sur les piles : elles ne font que diminuer, et une pile vide le reste.',
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · défi du jour ${k}`,
  challengeDamaged: 'Le défi du jour de la partie enregistrée était abîmé : elle continue comme une donne ordinaire.',
  goalLine: (goal: string) => `Objectif : ${goal}`,
  goalMet: 'Défi réussi',
  goalMissed: 'Défi manqué',
  newBestTime: (time: string) => `Nouveau meilleur temps : ${time}`,
  newFewestMoves: (moves: number) => `Nouveau record : ${moves} coups`,
  badgeEarned: (name: string) => `Badge obtenu : ${name}`,
  dailyChallenges: 'Défis du jour',
  starsOf: (stars: number, of: number) => `${stars} étoiles sur ${of}`,
  monthMet: (met: number) => `${met} ${met <= 1 ? 'défi réussi' : 'défis réussis'} ce mois-ci`,
  nextMedal: (needs: number, medal: string) => `Encore ${needs} pour ${medal}`,
  allMedals: 'Or ce mois-ci !',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game} : ${goal}`,
  challengeDay: (date: string, stars: number) => `${date} : ${stars} étoiles sur 3`,
  findingChallenges: 'Préparation des défis du jour…',
  noChallenges: 'Les défis ne peuvent pas être préparés ici (pas de worker).',
  challengesLater: 'Ce jour n\'est pas encore venu : ses défis s\'ouvrent la veille.',
  newDealOf: (game: string) => `Nouvelle donne : ${game}`,
  levels: { any: 'Au hasard', easy: 'Facile', medium: 'Moyenne', hard: 'Difficile' },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} ${n}`,
  findingLevel: (level: string) => `Recherche d'une donne : ${level}…`,
};
