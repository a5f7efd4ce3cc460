/** Spanish (Castilian, as Spanish and Latin American solitaire apps read). The shape is English's: see en.ts. */
import { cardLabel as lbl } from '../engine/cards.ts';
import { type Catalogue, isRedCard, rankShown } from './en.ts';
import { plurals } from './plural.ts';

const plural = plurals('es');
const RANKS = ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jota', 'reina', 'rey'] as const;
const SUITS = ['picas', 'corazones', 'diamantes', 'tréboles'] as const;
const cards = (n: number) => plural(n, `${n} carta`, `${n} cartas`);

export const es: Catalogue = {
  won: 'has ganado',
  lost: 'no quedan movimientos: fin de la partida',
  stockEmpty: 'mazo vacío',
  undone: 'movimiento deshecho',
  redone: 'movimiento rehecho',
  nothingToUndo: 'nada que deshacer',
  nothingToRedo: 'nada que rehacer',
  nothingToFinish: 'aún no hay nada que terminar',
  noStock: 'este juego no tiene mazo',
  restarted: 'partida reiniciada',
  noteUndo: 'Intro deshace hasta la última posición ganable',
  noteResults: 'Intro muestra los resultados',
  noteReach: 'las flechas llegan a la nota de arriba',
  noteSpoken: (words, does) => `${words}: ${does}`,
  tableOpened: (title, resumed) => `${title}. ${resumed ? 'Partida reanudada.' : 'Nueva partida.'}`,

  pile: (pileName, n) => `${pileName} ${n}`,
  foundation: (n) => `base ${n}`,
  theWaste: 'el descarte',
  theStock: 'el mazo',
  cards,
  cardsHome: (n) => `${cards(n)} a las bases`,
  toFoundation: (card) => `${card} a la base`,
  toEmpty: (card, pile) => `${card} al hueco de ${pile}`,
  onto: (card, under) => `${card} sobre ${under}`,
  drew: (card) => `sacas ${card}`,
  turnedUp: (card) => `se descubre ${card}`,
  refilled: (pile, fromWaste, card) => `${pile} se rellena ${fromWaste ? 'del descarte' : 'del mazo'} con ${card}`,
  pileEmpty: (name) => `${name}: vacío`,
  pileTop: (name, card, count, hidden) => `${name}: ${card} encima, ${cards(count)}${hidden > 0 ? `, ${hidden} boca abajo` : ''}`,
  foundationUpTo: (name, card) => `${name}: hasta ${card}`,
  wasteEmpty: 'descarte: vacío',
  wasteTop: (card, count) => `descarte: ${card} encima, ${cards(count)}`,
  stockEmptyPile: 'mazo: vacío',
  stockCount: (count) => `mazo: ${cards(count)}`,
  theCard: 'la carta',
  drawFromStock: 'sacar del mazo',
  toAnEmpty: (card, pileName) => `${card} a un hueco (${pileName})`,

  placeFoundation: 'a la base',
  placeEmpty: (pile) => `al hueco de ${pile}`,
  placeOnto: (under, pile) => `sobre ${under}, ${pile}`,
  lifted: (card, pile, places, aim) =>
    `${card} levantada de ${pile}, ${plural(places, `${places} sitio`, `${places} sitios`)}${aim === '' ? '' : `: ${aim}`}. Las flechas eligen, Intro la deja, Escape la devuelve`,
  putBack: (card, pile) => `${card} devuelta a ${pile}`,
  notAPlace: (pile, card) => `${pile} no admite ${card}`,
  nowhere: (card) => `${card} no tiene adónde ir`,
  dropRefused: (reason) => `No ahí: ${reason}`,
  /** Why a move was refused; the game's name by its English text, as `texts` does. */
  refusal: (r) => {
    const tr = (t: string): string => es.texts[t] ?? t;
    switch (r.kind) {
      case 'no-move': return 'no se ha indicado ningún movimiento';
      case 'no-stock': return `${tr(r.game)} no tiene mazo`;
      case 'stock-empty': return 'el mazo está vacío';
      case 'no-pile': return `${tr(r.game)} no tiene el montón ${r.pile}`;
      case 'no-foundation': return `${tr(r.game)} no tiene la base ${r.pile}`;
      case 'pile-empty': return `no quedan cartas en ${r.pile}`;
      case 'no-waste': return `${tr(r.game)} no tiene descarte`;
      case 'waste-empty': return 'el descarte está vacío';
      case 'from-stock': return 'las cartas solo salen del mazo al robar';
      case 'from-foundation': return 'una carta en una base no sale nunca de ella';
      case 'to-waste': return 'las cartas solo llegan al descarte al robar';
      case 'to-stock': return 'ninguna carta vuelve al mazo';
      case 'already-there': return `${lbl(r.card)} ya está en ${r.pile}`;
      case 'ace-starts-foundation': return `solo un as puede empezar una base, no ${lbl(r.card)}`;
      case 'ace-to-empty-foundation': return `${lbl(r.card)} empieza una base vacía`;
      case 'foundation-next': return `${lbl(r.card)} va sobre ${lbl(r.needs)} en una base, no sobre ${lbl(r.top)}`;
      case 'no-foundation-free': return `no hay ninguna base libre para ${lbl(r.card)}`;
      case 'no-foundation-yet': return `ninguna base acepta ${lbl(r.card)} todavía (necesita ${lbl(r.needs)})`;
      case 'foundations-only': return `en ${tr(r.game)} las cartas solo van a las bases`;
      case 'not-from': return `en ${tr(r.game)} las cartas ${r.source === 'waste' ? 'del descarte' : 'del tablero'} no se colocan en el tablero`;
      case 'king-fills': return 'solo un rey puede ocupar un hueco';
      case 'spaces-refill': return 'los huecos se llenan solos desde el descarte o el mazo';
      case 'no-space': return 'ninguna carta puede moverse a un hueco';
      case 'no-building': return `aquí no se coloca nada sobre otra carta: ${lbl(r.card)} solo puede ir a un hueco`;
      case 'king-to-space': return `${lbl(r.card)} solo va a un hueco`;
      case 'end-rank': return `nada está por ${r.direction === 'down' ? 'encima' : 'debajo'} de ${lbl(r.card)}: no puede colocarse sobre otra carta`;
      case 'by-suit': return `${lbl(r.card)} va sobre ${lbl(r.needs)}, no sobre ${lbl(r.top)}`;
      case 'by-colour': return `${lbl(r.card)} va sobre un ${rankShown(r.needs)} ${isRedCard(r.card) ? 'negro' : 'rojo'}, no sobre ${lbl(r.top)}`;
    }
  },

  hintSpoken: (move) => `Pista: ${move}`,
  noMoveHelps: 'Ningún movimiento ayuda aquí.',
  noMoveHelpsTitle: 'Ningún movimiento ayuda',
  noMoveHelpsText: 'Nada de lo que se ve lleva a ninguna parte. ¿Repartir otra partida?',
  newDealButton: 'Nueva partida',
  keepPlaying: 'Seguir jugando',
  giveUpTitle: '¿Abandonar esta partida?',
  giveUpText: 'Una partida nueva cuenta esta como jugada y perdida, y termina tu racha.',
  giveUpYes: 'Abandonar',
  lostNotice: 'No quedan movimientos: esta partida está perdida.',
  movedOnElsewhere: 'Esta partida siguió en otra pestaña: aquí está como la dejó.',
  endedElsewhere: 'Esta partida terminó en otra pestaña y se contó allí.',

  drawACard: 'Saca una carta: nada en la mesa ayuda todavía',
  aCard: 'una carta',
  wordsHome: (card) => `Mueve ${card} a su base`,
  wordsToSpace: (card) => `Mueve ${card} a un hueco vacío`,
  wordsTo: (card, onto) => `Mueve ${card} sobre ${onto}`,
  wordsToWaste: (card) => `Mueve ${card} al descarte`,
  hintLine: (move, how) => `${move} (${how})`,
  hintKeepsWinnable: 'la partida sigue siendo ganable',
  hintLikely: 'probablemente lleva a ganar',
  hintBestChance: 'tu mejor opción de ganar',
  hintSlim: 'una opción pequeña, pero la mejor',
  hintUnlikely: 'ganar parece difícil desde aquí',
  noWinningLineFromHere: 'ya no se puede ganar desde aquí',
  noSolver: 'según las cartas a la vista',
  solverLate: 'según las cartas a la vista',
  badgeWinnable: 'ganable',
  badgeWinnableDeal: 'partida ganable',
  badgeNotWinnable: 'no ganable',
  stillChecking: '¿aún ganable? …',
  stillWinnable: 'aún ganable',
  stillUnknown: '¿aún ganable? no se sabe',
  noLineLeft: 'ya no hay línea ganadora',
  noLineLeftUndo: 'ya no hay línea ganadora · deshaz hasta la última ganable',
  deadEnd: 'Ninguna secuencia de movimientos lleva otra carta a la base: esta partida está perdida.',
  deadEndNote: 'sin salida · Resultados',
  deadEndSpoken: (words, reach) => `${words} Resultados: ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'buscando una partida ganable…',
  noWinnableKnown: (game) => `Aún no se conoce ninguna partida ganable de ${game}; se reparte una al azar.`,

  winnableTitle: (game, n) => `${game} · partida ganable ${n}`,
  tableTitle: (game, daily, number) => game + (daily !== null ? ` · partida del día ${daily}` : number !== null ? ` · partida ${number}` : ''),
  dealNumberPrompt: (game) => `${game}: número de partida`,
  youWon: '¡Has ganado!',
  noMovesLeft: 'No quedan movimientos',
  undoLastMove: 'Deshacer la última jugada',
  lostUndoNote: 'Deshaz para seguir jugando; si sales, la partida cuenta como perdida.',
  timeAndMoves: (time, moves) => `Tiempo ${time}    Movimientos ${moves}`,
  replayDeal: 'Repetir esta partida',
  menu: 'Menú',
  restartDeal: 'Reiniciar esta partida',
  dealByNumber: 'Partida por número…',
  todaysDaily: 'Partida del día',
  rules: 'Reglas',
  statistics: 'Estadísticas',
  settings: 'Ajustes',
  close: 'Cerrar',
  buttonSpoken: (label) => `${label}, botón`,
  cancel: 'Cancelar',
  dealButton: 'Repartir',
  dealNumberRange: (max) => `Un número de partida es un número entero del 1 al ${max.toLocaleString('es')}.`,
  canvasLabel:
    'Mesa de cartas de Suitcase Solitaire. Las flechas eligen un montón; Intro mueve su carta o, si tiene varios sitios, la levanta para apuntar con las flechas y dejarla con Intro. D saca, U deshace, H da una pista, O abre Más.',

  appName: 'Suitcase Solitaire',
  continue: 'Continuar',
  continueGame: (game) => `Continuar ${game}`,
  more: 'Más…',
  moreAbout: (game) => `Más sobre ${game}`,
  playNewDeal: (game) => `Jugar a ${game}, partida nueva`,
  play: 'Jugar',
  playGame: (game) => `Jugar a ${game}`,
  dailyDeal: (streak) => `Partida del día${streak > 0 ? ` (racha ${streak})` : ''}`,

  hud: { menu: 'Menú', share: 'Enviar', options: 'Más', new: 'Nueva', hint: 'Pista', undo: 'Atrás', redo: 'Rehacer', mute: 'Sonido' },
  muted: 'Silencio',
  finishButton: 'Terminar',
  hudStats: (moves, time, home, total) => `Mov. ${moves}${time === null ? '' : `   ${time}`}   Bases ${home}/${total}`,

  statsPlayed: (played, won, pct) => `Jugadas ${played}   Ganadas ${won} (${pct} %)`,
  statsStreaks: (streak, best) => `Racha ${streak}   Mejor racha ${best}`,
  statsBest: (time, moves) => `Mejor tiempo ${time ?? '–'}   Menos movimientos ${moves ?? '–'}`,
  statsDaily: (won, streak, best) => `Partidas del día ganadas ${won}   Racha diaria ${streak} (mejor ${best})`,
  notPlayed: 'Aún sin jugar',
  statsSummary: (won, played, pct, streak) => `${won} ganadas de ${played} (${pct} %) · racha ${streak}`,
  menuRecord: (won, played, pct, best) => `${won} ganadas de ${played} (${pct} %)${best === null ? '' : ` · mejor ${best}`}`,
  menuInfo: (difficulty, record) => `${difficulty} · ${record}`,
  statsTitle: (game) => `${game}: estadísticas`,
  resetStats: 'Borrar estadísticas',
  resetStatsTitle: '¿Borrar estadísticas?',
  resetStatsText: (game) => `Todas las cifras de ${game} vuelven a cero. No se puede deshacer.`,
  reset: 'Borrar',
  statsWereReset: (game) => `Estadísticas de ${game} borradas.`,

  settingsHelp: 'Toca un ajuste para cambiarlo.',
  on: 'sí',
  off: 'no',
  timerShown: 'visible',
  timerHidden: 'oculto',
  setting: (label, value) => `${label}: ${value}`,
  settingGroups: { cards: 'Cartas', table: 'Mesa', play: 'Juego', language: 'Idioma', progress: 'Progreso' },
  groupSpoken: (name, chosen) => `Ajustes de ${name}${chosen ? ', a la vista' : ''}`,
  switchSpoken: (name, state) => `${name}, interruptor, ${state}`,
  optionSpoken: (name, value, chosen) => `${name}: ${value}${chosen ? ', elegido' : ''}`,
  lastGames: 'Tus últimas partidas',
  chartLegend: 'ganada · perdida · más alta, más larga',
  chartEmpty: 'Aquí verás tus últimas partidas.',
  chartAxis: { moves: 'movimientos', time: 'tiempo', games: 'partidas: más antigua → más reciente' },
  chartSpoken: (games) => `Tus últimas partidas, la más antigua primero: ${games}`,
  chartGame: (won, time, moves) => `${won ? 'ganada' : 'perdida'}${time === null ? '' : ` en ${time}`}${moves === null ? '' : `, ${moves} ${moves === 1 ? 'movimiento' : 'movimientos'}`}`,
  settingNames: {
    soundOn: 'Sonido',
    animationSpeed: 'Animación',
    autoPlay: 'Juego automático',
    fourColour: 'Palos de cuatro colores',
    faceStyle: 'Caras de las cartas',
    cardBack: 'Reverso',
    felt: 'Color de la mesa',
    leftHanded: 'Para zurdos',
    showTimer: 'Reloj',
    winnableOnly: 'Solo partidas ganables',
    stillWinnable: '¿Aún ganable?',
    language: 'Idioma',
  },
  settingNotes: { stillWinnable: 'sabe las cartas ocultas' },
  faceNames: { classic: 'clásicas', large: 'letra grande' },
  backNames: ['celosía carmesí', 'marcos azules', 'lunares morados', 'roseta verde', 'sol de medianoche', 'escamas turquesa'],
  feltNames: { system: 'como el sistema', green: 'verde', blue: 'azul', red: 'rojo', dark: 'oscuro' },
  rulesTitle: (game) => `${game}: reglas`,
  touchLine: (gestures) => `Al tacto: ${gestures.map(([g, d]) => `${g} ${d}`).join('; ')}.`,
  touchHelp: {
    tap: ['toca una carta', 'para llevarla a su mejor sitio (primero a una base)'],
    drag: ['arrastra una carta', 'para dejarla donde quieras'],
    stock: ['toca el mazo', 'para sacar'],
    bar: ['los botones de la barra', 'deshacen, dan una pista y abren Más'],
  },
  keysButton: 'Teclado',
  keysLine: (keys) => `Teclas: ${keys.map(([k, d]) => `${k} ${d}`).join('; ')}.`,
  keyHelp: [
    ['Flechas', 'eligen un montón'],
    ['1 a 9, 0', 'eligen el montón 1 a 10'],
    ['Intro o Espacio', 'mueven la carta elegida; si tiene varios sitios se levanta: las flechas o 1 a 0 eligen el sitio, Intro la deja, Esc la devuelve'],
    ['D', 'sacar'],
    ['U, Ctrl+Z', 'deshacer'],
    ['Ctrl+Y, Ctrl+Mayús+Z', 'rehacer'],
    ['H', 'pista'],
    ['F', 'terminar (cuando se ofrece)'],
    ['N', 'partida nueva'],
    ['O', 'Más (reiniciar, partida por número, partida del día, reglas, estadísticas, ajustes)'],
    ['Esc', 'menú'],
    ['Espacio, ← →, + −, Esc', 'mientras se muestra una jugada ganadora (Más, Mostrar una jugada ganadora): reproducir o pausar, atrás o adelante, velocidad, parar'],
  ],

  locale: 'es',
  cardName: (rank, suit) => `${RANKS[rank - 1] ?? rank} de ${SUITS[suit] ?? ''}`,
  difficulty: { easy: 'fácil', medium: 'media', hard: 'difícil', 'very hard': 'muy difícil' },
  speeds: { off: 'no', fast: 'rápida', normal: 'normal', slow: 'lenta' },
  autoPlayModes: { off: 'no', safe: 'segura', all: 'todo' },
  languageAuto: (name) => `del navegador (${name})`,
  linkBadGame: (text) => `Este enlace nombra un juego que no tenemos («${text}»).`,
  linkBadDeal: (text, max) => `El número de partida «${text}» de este enlace no es nuestro: las partidas van del 1 al ${max.toLocaleString('es')}.`,
  linkNoGame: 'Este enlace da un número de partida pero ningún juego.',
  linkNotBuilt: (game) => `${game} no tiene partidas construidas para ganarse: la partida ganable de este enlace no es nuestra.`,
  shareDeal: 'Compartir esta partida',
  share: 'Compartir',
  shareCopied: 'Enlace copiado',
  shareDone: 'Compartido',
  shareDialogTitle: 'Copia este enlace para compartir la partida',
  shareText: (deal, beat) => (beat === null ? `Juega ${deal} conmigo en Suitcase Solitaire.` : `¿Me ganas en ${deal}? ${beat}`),
  beatFigures: (moves, time) => `${plural(moves, `${moves} movimiento`, `${moves} movimientos`)}, ${time}`,
  toBeat: (figures) => `A batir: ${figures}`,
  beatOutcome: (outcome, figures) =>
    outcome === 'beaten' ? `¡Has batido el resultado de tu amigo (${figures})!` : outcome === 'tied' ? `Has empatado con el resultado de tu amigo (${figures}).` : `El resultado de tu amigo sigue en pie: ${figures}.`,
  // ---- watching a winning line ----
  showWinningLine: 'Mostrar una jugada ganadora',
  watchHow: 'Esta partida se podía ganar: mira cómo',
  watchLooking: 'Buscando una jugada ganadora…',
  watchNoLine: 'No se encontró a tiempo una jugada ganadora, ni desde aquí ni desde el principio.',
  watchCannot: 'Esta partida no se puede ganar: no hay jugada ganadora que mostrar.',
  watchFromStart: 'Desde aquí no hay jugada ganadora: se muestra desde el principio de la partida.',
  watchAskTitle: '¿Mostrar una jugada ganadora?',
  watchAskHidden: 'Esta jugada usa cartas que no puedes ver: cartas boca abajo o el orden del mazo. La partida contará como resuelta por el ordenador, no ganada por ti.',
  watchAskPlain: 'El ordenador jugará esta partida. Contará como resuelta por el ordenador, no ganada por ti.',
  watchYes: 'Mostrarla',
  watchBack: 'Atrás',
  watchForward: 'Adelante',
  watchPlay: 'Reproducir',
  watchPause: 'Pausa',
  watchSpeed: (x: number) => `Velocidad ${x.toLocaleString('es')}×`,
  watchStop: 'Parar',
  watchStatus: (i: number, n: number) => `Jugada ganadora: movimiento ${i} de ${n}`,
  watchStarted: (n: number) => `Mostrando una jugada ganadora de ${n} ${plural(n, 'movimiento', 'movimientos')}. Espacio reproduce o pausa, las flechas retroceden y avanzan, más y menos cambian la velocidad, Esc para.`,
  watchPaused: (i: number, n: number) => `En pausa en el movimiento ${i} de ${n}`,
  watchPlaying: 'Reproduciendo',
  watchStopped: 'Has dejado de mirar. Esta partida cuenta como resuelta por el ordenador.',
  watchStepSpoken: (i: number, n: number, say: string) => `Movimiento ${i} de ${n}: ${say}`,
  solvedByComputer: 'Resuelta por el ordenador',
  notCountedWin: 'No cuenta como victoria en tus estadísticas.',
  storageUnavailable: 'No se guardará el progreso en este dispositivo.',
  goalWin: 'Gana la partida',
  goalMoves: (moves) => `Gana en ${moves} movimientos o menos`,
  goalNoUndo: 'Gana sin deshacer',
  goalNoHints: 'Gana sin pistas',
  goalHome: (cards, minutes) => `Lleva ${cards} cartas a las bases en ${minutes} min`,
  goalSuitFirst: (suit) => `Completa una base de ${SUITS[suit] ?? ''} antes que ninguna otra`,
  goalClearRow: 'Despeja la primera fila: la carta de abajo de cada montón',
  monthBadges: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro' },
  monthBadgeGoal: (badge, met) => `${badge}: ${met} desafíos cumplidos en un mes`,
  badges: {
    firstWin: { name: (game) => `${game}: primera victoria`, text: (game) => `Gana una partida de ${game}` },
    allGames: { name: 'Maleta llena', text: 'Gana cada juego al menos una vez' },
    wins: { name: (n) => `${n} victorias`, text: (n) => `Gana ${n} partidas` },
    streak: { name: (n) => `${n} seguidas`, text: (n) => `Gana ${n} partidas seguidas de un mismo juego` },
    dailyWin: { name: 'Victoria del día', text: 'Gana una partida del día' },
    dailyStreak: { name: (n) => `Racha de ${n} días`, text: (n) => `Gana la partida del día ${n} días seguidos` },
    noUndo: { name: 'Sin vuelta atrás' },
    noHelp: { name: 'Sin ayuda', text: 'Gana sin deshacer ni pistas' },
    fast: { name: (minutes) => `Menos de ${minutes} min`, text: (minutes) => `Gana una partida en ${minutes} min o menos` },
    short: { name: 'Pocos movimientos', text: 'Gana con menos movimientos que cartas tiene el juego' },
    challengeMet: { name: 'Retador', text: 'Cumple un desafío diario' },
    perfectDay: { name: 'Día perfecto', text: 'Cumple los tres desafíos de un día' },
    challenges: { name: (n) => `${n} desafíos`, text: (n) => `Cumple ${n} desafíos diarios` },
  },
  // ---- the trophies ----
  trophies: 'Trofeos',
  earnedOn: (date) => `Conseguida el ${date}`,
  notYet: (what) => `Aún no: ${what}`,
  notEarned: 'aún no conseguida',
  badgeSpoken: (name, what, state) => `${name}: ${what}. ${state}`,
  monthBadgeTake: (met) => `Cumple ${met} desafíos en un mes`,
  earnedThisMonth: 'Conseguida este mes',
  monthProgress: (met, need, badge) => `Este mes: ${met} de ${need} desafíos para ${badge}`,
  monthAllEarned: (met, badge) => `Este mes: ${met} desafíos cumplidos, ${badge} conseguido`,
  previous: 'Anterior',
  next: 'Siguiente',
  previousDay: 'Día anterior',
  nextDay: 'Día siguiente',
  pageOf: (page, pages) => `${page} de ${pages}`,
  badgesEarned: (n, names) => `${plural(n, 'Nueva insignia', 'Nuevas insignias')}: ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'estadísticas', badges: 'insignias', challenges: 'estrellas', settings: 'ajustes', layout: 'contenido' },
  /** A stored record of badges or challenge stars partly damaged (read entry by entry). */
  partDamaged: (part) => `Dañado: ${part}. Se descartó lo que no se podía leer.`,
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r) => {
    switch (r.kind) {
      case 'empty': return 'Pega primero un código de progreso.';
      case 'not-progress': return 'Esto no es un código ni un archivo de progreso.';
      case 'character':
      case 'checksum': return 'Este código está dañado: vuelve a copiarlo entero.';
      case 'too-large': return 'Esto es mucho más grande que cualquier código o archivo de progreso: no es uno.';
      case 'version': return 'Este código es de otra versión del juego.';
      case 'damaged': return `Este código no se puede leer (dañado: ${es.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Exportar progreso', import: 'Importar progreso' },
  progressCodeText: 'En el otro dispositivo: Ajustes › Progreso › Importar progreso.',
  copy: 'Copiar',
  saveFile: 'Guardar como archivo',
  copied: 'Copiado.',
  copyByHand: 'Selecciona el código y cópialo.',
  progressImportText: 'Pega un código de progreso o abre un archivo de progreso.',
  openFile: 'Abrir un archivo…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games, wins, badges, stars) => `Progreso importado. Se añaden: partidas ${games}, victorias ${wins}, insignias ${badges}, estrellas ${stars}.`,
  saveDropped: 'La partida guardada se descartó: estaba dañada.',
  saveOtherGame: 'La partida guardada era de otro juego y se descartó.',
  settingsReset: 'Tus ajustes estaban dañados y se han restablecido.',
  texts: {
    "Fortune's Favor": 'Favor de la Fortuna',
    'Lucky Fan': 'Abanico de la Suerte',
    'Rouge Forty': 'Cuarenta Rojo',
    'Famous Fifty': 'Cincuenta Famosos',
    'Waxing Moon': 'Luna Creciente',
    pile: 'montón',
    fan: 'abanico',
    column: 'columna',
    'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.':
      'Doce cartas sueltas y los cuatro ases ya en las bases; los huecos se rellenan solos del descarte o del mazo.',
    'Eighteen open fans, no stock: every card in sight, only Kings fill a space.': 'Dieciocho abanicos abiertos y sin mazo: todas las cartas a la vista; solo un rey ocupa un hueco.',
    'Ten piles of four with three cards hidden in each; any card fills a space.': 'Diez montones de cuatro con tres cartas ocultas en cada uno; cualquier carta ocupa un hueco.',
    'Two decks, ten open columns of five and a long stock; any card fills a space.': 'Dos barajas, diez columnas abiertas de cinco y un mazo largo; cualquier carta ocupa un hueco.',
    "Plain deals of this game are almost never winnable: turn on \"winnable deals only\" in Settings.": "Las partidas normales de este juego casi nunca son ganables: activa «Solo partidas ganables» en Ajustes.",
    'Two decks, twelve splayed piles that only shrink: every card goes straight home.': 'Dos barajas, doce montones abiertos que solo menguan: cada carta va directa a su base.',
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.':
      'Una baraja. Los cuatro ases empiezan en las bases; doce montones de una carta cada uno y 36 cartas en el mazo.',
    'Build the foundations up by suit from Ace to King.': 'Construye las bases en orden ascendente y del mismo palo, del as al rey.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).': 'Construye los montones en orden descendente y del mismo palo, de carta en carta (6♠ sobre 7♠).',
    'The top card of each pile and the top card of the waste may be played.': 'Se puede jugar la carta de encima de cada montón y la de encima del descarte.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.':
      'Saca del mazo al descarte una carta cada vez, cuando quieras. No se vuelve a repartir.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.':
      'Un montón vacío se rellena al instante con la carta de encima del descarte, o con la del mazo si el descarte está vacío. Nunca puedes mover tú una carta a un hueco.',
    'Win by moving all 52 cards to the foundations.': 'Ganas al llevar las 52 cartas a las bases.',
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.': 'Una baraja, toda boca arriba en dieciocho abanicos: dieciséis de tres cartas y dos de dos.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Construye las bases en orden ascendente y del mismo palo, del as al rey; cualquier as empieza una base vacía.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.':
      'Construye los abanicos en orden descendente y del mismo palo, de carta en carta (6♠ sobre 7♠). Solo se mueve la carta de encima de un abanico.',
    'Only a King may fill an empty fan.': 'Solo un rey puede ocupar un abanico vacío.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.': 'No hay mazo ni se vuelve a repartir. Ganas al llevar las 52 cartas a las bases.',
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.':
      'Una baraja. Diez montones de cuatro cartas: tres boca abajo y la de encima boca arriba. Las otras 12 cartas forman el mazo.',
    'Any card may be moved into an empty pile.': 'Cualquier carta puede ir a un montón vacío.',
    'When a move uncovers a face-down card, it turns face up.': 'Cuando un movimiento destapa una carta boca abajo, se pone boca arriba.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.':
      'Saca del mazo al descarte una carta cada vez, cuando quieras; la carta de encima del descarte se juega como la de un montón. No se vuelve a repartir.',
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.': 'Dos barajas. Diez columnas de cinco cartas, todas boca arriba; 54 cartas en el mazo.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Construye las ocho bases en orden ascendente y del mismo palo, del as al rey; cualquier as empieza una base vacía.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).': 'Construye las columnas en orden descendente y del mismo palo, de carta en carta (8♦ sobre 9♦).',
    'Any card from a column or the waste may fill an empty column.': 'Cualquier carta de una columna o del descarte puede ocupar una columna vacía.',
    'Win by moving all 104 cards to the foundations.': 'Ganas al llevar las 104 cartas a las bases.',
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.':
      'Dos barajas. Doce montones de cuatro cartas, abiertos para que se vean todas; 56 cartas en el mazo.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.': 'Solo se juega la carta de encima de un montón o del descarte, y solo a una base.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.': 'Nunca se pone nada sobre los montones: solo menguan, y un montón vacío queda vacío.',
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · reto diario ${k}`,
  challengeDamaged: 'El reto diario de la partida guardada estaba dañado: sigue como partida normal.',
  goalLine: (goal: string) => `Objetivo: ${goal}`,
  goalMet: 'Reto cumplido',
  goalMissed: 'Reto fallido',
  newBestTime: (time: string) => `Nuevo mejor tiempo: ${time}`,
  newFewestMoves: (moves: number) => `Nuevo récord: ${moves} movimientos`,
  badgeEarned: (name: string) => `Insignia ganada: ${name}`,
  dailyChallenges: 'Retos diarios',
  starsOf: (stars: number, of: number) => `${stars} de ${of} estrellas`,
  monthMet: (met: number) => `${met} ${met === 1 ? 'reto cumplido' : 'retos cumplidos'} este mes`,
  nextMedal: (needs: number, medal: string) => `${needs} más para ${medal}`,
  allMedals: '¡Oro este mes!',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game}: ${goal}`,
  challengeDay: (date: string, stars: number) => `${date}: ${stars} de 3 estrellas`,
  findingChallenges: 'Preparando los retos del día…',
  noChallenges: 'Aquí no se pueden preparar los retos (sin worker).',
  challengesLater: 'Este día aún no ha llegado: sus retos se abren el día anterior.',
  newDealOf: (game: string) => `Nueva partida: ${game}`,
  levels: { any: 'Cualquiera', easy: 'Fácil', medium: 'Media', hard: 'Difícil' },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} ${n}`,
  findingLevel: (level: string) => `Buscando partida: ${level}…`,
};
