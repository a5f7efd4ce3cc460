/** Portuguese (Brazilian, as most Portuguese-speaking players read it). The shape is English's: see en.ts. */
import { cardLabel as lbl } from '../engine/cards.ts';
import { type Catalogue, isRedCard, rankShown } from './en.ts';
import { plurals } from './plural.ts';

const plural = plurals('pt');
const RANKS = ['ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valete', 'dama', 'rei'] as const;
const SUITS = ['espadas', 'copas', 'ouros', 'paus'] as const;
const cards = (n: number) => plural(n, `${n} carta`, `${n} cartas`);

export const pt: Catalogue = {
  won: 'você venceu',
  lost: 'sem jogadas: fim de jogo',
  stockEmpty: 'monte vazio',
  undone: 'jogada desfeita',
  redone: 'jogada refeita',
  nothingToUndo: 'nada a desfazer',
  nothingToRedo: 'nada a refazer',
  nothingToFinish: 'ainda não há nada a terminar',
  noStock: 'este jogo não tem monte',
  restarted: 'partida reiniciada',
  noteUndo: 'Enter desfaz até a última posição vencível',
  noteResults: 'Enter mostra os resultados',
  noteReach: 'as setas chegam à nota no alto',
  noteSpoken: (words, does) => `${words}: ${does}`,
  tableOpened: (title, resumed) => `${title}. ${resumed ? 'Partida retomada.' : 'Nova partida.'}`,

  pile: (pileName, n) => `${pileName} ${n}`,
  foundation: (n) => `fundação ${n}`,
  theWaste: 'o descarte',
  theStock: 'o monte',
  cards,
  cardsHome: (n) => `${cards(n)} para as fundações`,
  toFoundation: (card) => `${card} para a fundação`,
  toEmpty: (card, pile) => `${card} para o espaço de ${pile}`,
  onto: (card, under) => `${card} sobre ${under}`,
  drew: (card) => `comprou ${card}`,
  turnedUp: (card) => `virou ${card}`,
  refilled: (pile, fromWaste, card) => `${pile} reposta ${fromWaste ? 'do descarte' : 'do monte'} com ${card}`,
  pileEmpty: (name) => `${name}: vazio`,
  pileTop: (name, card, count, hidden) => `${name}: ${card} no topo, ${cards(count)}${hidden > 0 ? `, ${hidden} viradas para baixo` : ''}`,
  foundationUpTo: (name, card) => `${name}: até ${card}`,
  wasteEmpty: 'descarte: vazio',
  wasteTop: (card, count) => `descarte: ${card} no topo, ${cards(count)}`,
  stockEmptyPile: 'monte: vazio',
  stockCount: (count) => `monte: ${cards(count)}`,
  theCard: 'a carta',
  drawFromStock: 'comprar do monte',
  toAnEmpty: (card, pileName) => `${card} para um espaço vazio (${pileName})`,

  placeFoundation: 'para a fundação',
  placeEmpty: (pile) => `para o espaço de ${pile}`,
  placeOnto: (under, pile) => `sobre ${under}, ${pile}`,
  lifted: (card, pile, places, aim) =>
    `${card} levantada de ${pile}, ${plural(places, `${places} lugar`, `${places} lugares`)}${aim === '' ? '' : `: ${aim}`}. As setas escolhem, Enter solta, Escape devolve`,
  putBack: (card, pile) => `${card} devolvida a ${pile}`,
  notAPlace: (pile, card) => `${pile} não aceita ${card}`,
  nowhere: (card) => `${card} não tem para onde ir`,
  dropRefused: (reason) => `Aí não: ${reason}`,
  /** Why a move was refused; the game's name by its English text, as `texts` does. */
  refusal: (r) => {
    const tr = (t: string): string => pt.texts[t] ?? t;
    switch (r.kind) {
      case 'no-move': return 'nenhum movimento indicado';
      case 'no-stock': return `${tr(r.game)} não tem monte`;
      case 'stock-empty': return 'o monte está vazio';
      case 'no-pile': return `${tr(r.game)} não tem a pilha ${r.pile}`;
      case 'no-foundation': return `${tr(r.game)} não tem a fundação ${r.pile}`;
      case 'pile-empty': return `não há cartas em ${r.pile}`;
      case 'no-waste': return `${tr(r.game)} não tem descarte`;
      case 'waste-empty': return 'o descarte está vazio';
      case 'from-stock': return 'as cartas só saem do monte ao comprar';
      case 'from-foundation': return 'uma carta numa fundação nunca sai dela';
      case 'to-waste': return 'as cartas só chegam ao descarte ao comprar';
      case 'to-stock': return 'nenhuma carta volta ao monte';
      case 'already-there': return `${lbl(r.card)} já está em ${r.pile}`;
      case 'ace-starts-foundation': return `só um ás pode começar uma fundação, não ${lbl(r.card)}`;
      case 'ace-to-empty-foundation': return `${lbl(r.card)} começa uma fundação vazia`;
      case 'foundation-next': return `${lbl(r.card)} vai sobre ${lbl(r.needs)} numa fundação, não sobre ${lbl(r.top)}`;
      case 'no-foundation-free': return `nenhuma fundação está livre para ${lbl(r.card)}`;
      case 'no-foundation-yet': return `nenhuma fundação aceita ${lbl(r.card)} ainda (precisa de ${lbl(r.needs)})`;
      case 'foundations-only': return `em ${tr(r.game)} as cartas só vão para as fundações`;
      case 'not-from': return `em ${tr(r.game)} as cartas ${r.source === 'waste' ? 'do descarte' : 'da mesa'} não vão para a mesa`;
      case 'king-fills': return 'só um rei pode ocupar um espaço';
      case 'spaces-refill': return 'os espaços enchem-se sozinhos com o descarte ou o monte';
      case 'no-space': return 'nenhuma carta pode ir para um espaço';
      case 'no-building': return `aqui nada se põe sobre outra carta: ${lbl(r.card)} só pode ir para um espaço`;
      case 'king-to-space': return `${lbl(r.card)} só vai para um espaço`;
      case 'end-rank': return `nada está ${r.direction === 'down' ? 'acima' : 'abaixo'} de ${lbl(r.card)}: não pode ir sobre outra carta`;
      case 'by-suit': return `${lbl(r.card)} vai sobre ${lbl(r.needs)}, não sobre ${lbl(r.top)}`;
      case 'by-colour': return `${lbl(r.card)} vai sobre um ${rankShown(r.needs)} ${isRedCard(r.card) ? 'preto' : 'vermelho'}, não sobre ${lbl(r.top)}`;
    }
  },

  hintSpoken: (move) => `Dica: ${move}`,
  noMoveHelps: 'Nenhuma jogada ajuda aqui.',
  noMoveHelpsTitle: 'Nenhuma jogada ajuda',
  noMoveHelpsText: 'Nada do que se vê leva a algum lugar. Distribuir outra partida?',
  newDealButton: 'Nova partida',
  keepPlaying: 'Continuar jogando',
  giveUpTitle: 'Desistir desta partida?',
  giveUpText: 'Uma nova partida conta esta como jogada e perdida, e encerra sua sequência.',
  giveUpYes: 'Desistir',
  lostNotice: 'Sem jogadas: esta partida está perdida.',
  movedOnElsewhere: 'Esta partida continuou noutro separador: aqui está como ele a deixou.',
  endedElsewhere: 'Esta partida terminou noutro separador e foi contada lá.',

  drawACard: 'Compre uma carta: nada na mesa ajuda ainda',
  aCard: 'uma carta',
  wordsHome: (card) => `Mova ${card} para a fundação`,
  wordsToSpace: (card) => `Mova ${card} para um espaço vazio`,
  wordsTo: (card, onto) => `Mova ${card} sobre ${onto}`,
  wordsToWaste: (card) => `Mova ${card} para o descarte`,
  hintLine: (move, how) => `${move} (${how})`,
  hintKeepsWinnable: 'o jogo continua vencível',
  hintLikely: 'provavelmente leva à vitória',
  hintBestChance: 'sua melhor chance de vencer',
  hintSlim: 'uma chance pequena, mas a melhor',
  hintUnlikely: 'vencer parece difícil daqui',
  noWinningLineFromHere: 'já não há como vencer daqui',
  noSolver: 'pelas cartas à vista',
  solverLate: 'pelas cartas à vista',
  badgeWinnable: 'vencível',
  badgeWinnableDeal: 'partida vencível',
  badgeNotWinnable: 'sem vitória possível',
  stillChecking: 'ainda vencível? …',
  stillWinnable: 'ainda vencível',
  stillUnknown: 'ainda vencível? não se sabe',
  noLineLeft: 'não resta linha vencedora',
  noLineLeftUndo: 'não resta linha vencedora · desfaça até a última vencível',
  deadEnd: 'Nenhuma sequência de jogadas leva outra carta à fundação: esta partida está perdida.',
  deadEndNote: 'beco sem saída · Resultados',
  deadEndSpoken: (words, reach) => `${words} Resultados: ${reach}.`,
  noteJoin: '  ·  ',
  findingWinnable: 'procurando uma partida vencível…',
  noWinnableKnown: (game) => `Ainda não se conhece partida vencível de ${game}; distribuindo uma ao acaso.`,

  winnableTitle: (game, n) => `${game} · partida vencível ${n}`,
  tableTitle: (game, daily, number) => game + (daily !== null ? ` · partida do dia ${daily}` : number !== null ? ` · partida ${number}` : ''),
  dealNumberPrompt: (game) => `${game}: número da partida`,
  youWon: 'Você venceu!',
  noMovesLeft: 'Sem jogadas',
  undoLastMove: 'Desfazer a última jogada',
  lostUndoNote: 'Desfaça para continuar; se sair, o jogo conta como perdido.',
  timeAndMoves: (time, moves) => `Tempo ${time}    Jogadas ${moves}`,
  replayDeal: 'Jogar de novo esta partida',
  menu: 'Menu',
  restartDeal: 'Reiniciar esta partida',
  dealByNumber: 'Partida por número…',
  todaysDaily: 'Partida do dia',
  rules: 'Regras',
  statistics: 'Estatísticas',
  settings: 'Ajustes',
  close: 'Fechar',
  buttonSpoken: (label) => `${label}, botão`,
  cancel: 'Cancelar',
  dealButton: 'Distribuir',
  dealNumberRange: (max) => `Um número de partida é um número inteiro de 1 a ${max.toLocaleString('pt')}.`,
  canvasLabel:
    'Mesa de cartas do Suitcase Solitaire. As setas escolhem uma pilha; Enter move a carta ou, quando há vários lugares, a levanta para mirar com as setas e soltar com Enter. D compra, U desfaz, H dá uma dica, O abre Mais.',

  appName: 'Suitcase Solitaire',
  continue: 'Continuar',
  continueGame: (game) => `Continuar ${game}`,
  more: 'Mais…',
  moreAbout: (game) => `Mais sobre ${game}`,
  playNewDeal: (game) => `Jogar ${game}, nova partida`,
  play: 'Jogar',
  playGame: (game) => `Jogar ${game}`,
  dailyDeal: (streak) => `Partida do dia${streak > 0 ? ` (sequência ${streak})` : ''}`,

  hud: { menu: 'Menu', share: 'Enviar', options: 'Mais', new: 'Nova', hint: 'Dica', undo: 'Desfazer', redo: 'Refazer', mute: 'Som' },
  muted: 'Mudo',
  finishButton: 'Terminar',
  hudStats: (moves, time, home, total) => `Jogadas ${moves}${time === null ? '' : `   ${time}`}   Base ${home}/${total}`,

  statsPlayed: (played, won, pct) => `Jogadas ${played}   Vitórias ${won} (${pct}%)`,
  statsStreaks: (streak, best) => `Sequência ${streak}   Melhor sequência ${best}`,
  statsBest: (time, moves) => `Melhor tempo ${time ?? '–'}   Menos jogadas ${moves ?? '–'}`,
  statsDaily: (won, streak, best) => `Partidas do dia vencidas ${won}   Sequência diária ${streak} (melhor ${best})`,
  notPlayed: 'Ainda não jogado',
  statsSummary: (won, played, pct, streak) => `${won} vitórias em ${played} (${pct}%) · sequência ${streak}`,
  menuRecord: (won, played, pct, best) => `${won} vitórias em ${played} (${pct}%)${best === null ? '' : ` · melhor ${best}`}`,
  menuInfo: (difficulty, record) => `${difficulty} · ${record}`,
  statsTitle: (game) => `${game}: estatísticas`,
  resetStats: 'Zerar estatísticas',
  resetStatsTitle: 'Zerar estatísticas?',
  resetStatsText: (game) => `Todos os números de ${game} voltam a zero. Isto não pode ser desfeito.`,
  reset: 'Zerar',
  statsWereReset: (game) => `Estatísticas de ${game} zeradas.`,

  settingsHelp: 'Toque num ajuste para mudá-lo.',
  on: 'sim',
  off: 'não',
  timerShown: 'visível',
  timerHidden: 'oculto',
  setting: (label, value) => `${label}: ${value}`,
  settingGroups: { cards: 'Cartas', table: 'Mesa', play: 'Jogo', language: 'Idioma', progress: 'Progresso' },
  groupSpoken: (name, chosen) => `Ajustes de ${name}${chosen ? ', à vista' : ''}`,
  switchSpoken: (name, state) => `${name}, interruptor, ${state}`,
  optionSpoken: (name, value, chosen) => `${name}: ${value}${chosen ? ', escolhido' : ''}`,
  lastGames: 'Suas últimas partidas',
  chartLegend: 'vencida · perdida · mais alta, mais longa',
  chartEmpty: 'Suas últimas partidas aparecerão aqui.',
  chartAxis: { moves: 'jogadas', time: 'tempo', games: 'partidas: mais antiga → mais recente' },
  chartSpoken: (games) => `Suas últimas partidas, da mais antiga: ${games}`,
  chartGame: (won, time, moves) => `${won ? 'vencida' : 'perdida'}${time === null ? '' : ` em ${time}`}${moves === null ? '' : `, ${moves} ${moves === 1 ? 'jogada' : 'jogadas'}`}`,
  settingNames: {
    soundOn: 'Som',
    animationSpeed: 'Animação',
    autoPlay: 'Jogada automática',
    fourColour: 'Naipes em quatro cores',
    faceStyle: 'Faces das cartas',
    cardBack: 'Verso',
    felt: 'Cor da mesa',
    leftHanded: 'Para canhotos',
    showTimer: 'Relógio',
    winnableOnly: 'Só partidas vencíveis',
    stillWinnable: 'Ainda vencível?',
    language: 'Idioma',
  },
  settingNotes: { stillWinnable: 'conhece as cartas ocultas' },
  faceNames: { classic: 'clássicas', large: 'letra grande' },
  backNames: ['treliça carmesim', 'molduras azuis', 'bolinhas roxas', 'roseta verde', 'sol da meia-noite', 'escamas turquesa'],
  feltNames: { system: 'como o sistema', green: 'verde', blue: 'azul', red: 'vermelho', dark: 'escuro' },
  rulesTitle: (game) => `${game}: regras`,
  touchLine: (gestures) => `Pelo toque: ${gestures.map(([g, d]) => `${g} ${d}`).join('; ')}.`,
  touchHelp: {
    tap: ['toque numa carta', 'para levá-la ao melhor lugar (primeiro a uma base)'],
    drag: ['arraste uma carta', 'para pô-la onde quiser'],
    stock: ['toque no monte', 'para comprar'],
    bar: ['os botões da barra', 'desfazem, dão uma dica e abrem Mais'],
  },
  keysButton: 'Teclado',
  keysLine: (keys) => `Teclas: ${keys.map(([k, d]) => `${k} ${d}`).join('; ')}.`,
  keyHelp: [
    ['Setas', 'escolhem uma pilha'],
    ['1 a 9, 0', 'escolhem a pilha 1 a 10'],
    ['Enter ou Espaço', 'movem a carta escolhida; com mais de um lugar ela é levantada: as setas ou 1 a 0 escolhem o lugar, Enter solta, Esc devolve'],
    ['D', 'comprar'],
    ['U, Ctrl+Z', 'desfazer'],
    ['Ctrl+Y, Ctrl+Shift+Z', 'refazer'],
    ['H', 'dica'],
    ['F', 'terminar (quando oferecido)'],
    ['N', 'nova partida'],
    ['O', 'Mais (reiniciar, partida por número, partida do dia, regras, estatísticas, ajustes)'],
    ['Esc', 'menu'],
    ['Espaço, ← →, + −, Esc', 'enquanto se vê uma linha vencedora (Mais, Mostrar uma linha vencedora): reproduzir ou pausar, recuar ou avançar, velocidade, parar'],
  ],

  locale: 'pt',
  cardName: (rank, suit) => `${RANKS[rank - 1] ?? rank} de ${SUITS[suit] ?? ''}`,
  difficulty: { easy: 'fácil', medium: 'médio', hard: 'difícil', 'very hard': 'muito difícil' },
  speeds: { off: 'não', fast: 'rápida', normal: 'normal', slow: 'lenta' },
  autoPlayModes: { off: 'não', safe: 'segura', all: 'tudo' },
  languageAuto: (name) => `do navegador (${name})`,
  linkBadGame: (text) => `Este link cita um jogo que não temos ("${text}").`,
  linkBadDeal: (text, max) => `O número de partida "${text}" deste link não é nosso: as partidas vão de 1 a ${max.toLocaleString('pt')}.`,
  linkNoGame: 'Este link dá um número de partida mas nenhum jogo.',
  linkNotBuilt: (game) => `${game} não tem partidas construídas para serem vencidas: a partida vencível deste link não é nossa.`,
  shareDeal: 'Compartilhar esta partida',
  share: 'Compartilhar',
  shareCopied: 'Link copiado',
  shareDone: 'Compartilhado',
  shareDialogTitle: 'Copie este link para compartilhar a partida',
  shareText: (deal, beat) => (beat === null ? `Jogue ${deal} comigo no Suitcase Solitaire.` : `Consegue me vencer em ${deal}? ${beat}`),
  beatFigures: (moves, time) => `${plural(moves, `${moves} jogada`, `${moves} jogadas`)}, ${time}`,
  toBeat: (figures) => `A bater: ${figures}`,
  beatOutcome: (outcome, figures) =>
    outcome === 'beaten' ? `Você bateu o resultado do seu amigo (${figures})!` : outcome === 'tied' ? `Empate com o resultado do seu amigo (${figures}).` : `O resultado do seu amigo continua de pé: ${figures}.`,
  // ---- watching a winning line ----
  showWinningLine: 'Mostrar uma linha vencedora',
  watchHow: 'Este jogo podia ser ganho: veja como',
  watchLooking: 'A procurar uma linha vencedora…',
  watchNoLine: 'Não foi encontrada a tempo uma linha vencedora, nem daqui nem do início.',
  watchCannot: 'Este jogo não pode ser ganho: não há linha vencedora para mostrar.',
  watchFromStart: 'Daqui não há linha vencedora: é mostrada desde o início do jogo.',
  watchAskTitle: 'Mostrar uma linha vencedora?',
  watchAskHidden: 'Esta linha usa cartas que não vê: cartas viradas para baixo ou a ordem do monte. O jogo contará como resolvido pelo computador, não ganho por si.',
  watchAskPlain: 'O computador vai jogar este jogo. Contará como resolvido pelo computador, não ganho por si.',
  watchYes: 'Mostrar',
  watchBack: 'Recuar',
  watchForward: 'Avançar',
  watchPlay: 'Reproduzir',
  watchPause: 'Pausa',
  watchSpeed: (x: number) => `Velocidade ${x.toLocaleString('pt')}×`,
  watchStop: 'Parar',
  watchStatus: (i: number, n: number) => `Linha vencedora: jogada ${i} de ${n}`,
  watchStarted: (n: number) => `A mostrar uma linha vencedora de ${n} ${plural(n, 'jogada', 'jogadas')}. Espaço reproduz ou pausa, as setas recuam e avançam, mais e menos mudam a velocidade, Esc para.`,
  watchPaused: (i: number, n: number) => `Em pausa na jogada ${i} de ${n}`,
  watchPlaying: 'A reproduzir',
  watchStopped: 'Deixou de ver. Este jogo conta como resolvido pelo computador.',
  watchStepSpoken: (i: number, n: number, say: string) => `Jogada ${i} de ${n}: ${say}`,
  solvedByComputer: 'Resolvido pelo computador',
  notCountedWin: 'Não conta como vitória nas suas estatísticas.',
  storageUnavailable: 'O progresso não será guardado neste aparelho.',
  goalWin: 'Vença a partida',
  goalMoves: (moves) => `Vença em ${moves} jogadas ou menos`,
  goalNoUndo: 'Vença sem desfazer',
  goalNoHints: 'Vença sem dicas',
  goalHome: (cards, minutes) => `Leve ${cards} cartas às fundações em ${minutes} min`,
  goalSuitFirst: (suit) => `Complete uma fundação de ${SUITS[suit] ?? ''} antes de qualquer outra`,
  goalClearRow: 'Limpe a primeira fileira: a carta de baixo de cada pilha',
  monthBadges: { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro' },
  monthBadgeGoal: (badge, met) => `${badge}: ${met} desafios cumpridos em um mês`,
  badges: {
    firstWin: { name: (game) => `${game}: primeira vitória`, text: (game) => `Vença uma partida de ${game}` },
    allGames: { name: 'Mala cheia', text: 'Vença cada jogo pelo menos uma vez' },
    wins: { name: (n) => `${n} vitórias`, text: (n) => `Vença ${n} partidas` },
    streak: { name: (n) => `${n} seguidas`, text: (n) => `Vença ${n} partidas seguidas de um mesmo jogo` },
    dailyWin: { name: 'Vitória do dia', text: 'Vença uma partida do dia' },
    dailyStreak: { name: (n) => `${n} dias seguidos`, text: (n) => `Vença a partida do dia ${n} dias seguidos` },
    noUndo: { name: 'Sem volta' },
    noHelp: { name: 'Sem ajuda', text: 'Vença sem desfazer nem dicas' },
    fast: { name: (minutes) => `Menos de ${minutes} min`, text: (minutes) => `Vença uma partida em ${minutes} min ou menos` },
    short: { name: 'Poucas jogadas', text: 'Vença com menos jogadas do que o jogo tem cartas' },
    challengeMet: { name: 'Desafio cumprido', text: 'Cumpra um desafio diário' },
    perfectDay: { name: 'Dia perfeito', text: 'Cumpra os três desafios de um dia' },
    challenges: { name: (n) => `${n} desafios`, text: (n) => `Cumpra ${n} desafios diários` },
  },
  // ---- the trophies ----
  trophies: 'Troféus',
  earnedOn: (date) => `Conquistada em ${date}`,
  notYet: (what) => `Ainda não: ${what}`,
  notEarned: 'ainda não conquistada',
  badgeSpoken: (name, what, state) => `${name}: ${what}. ${state}`,
  monthBadgeTake: (met) => `Cumpra ${met} desafios em um mês`,
  earnedThisMonth: 'Conquistada este mês',
  monthProgress: (met, need, badge) => `Este mês: ${met} de ${need} desafios para ${badge}`,
  monthAllEarned: (met, badge) => `Este mês: ${met} desafios cumpridos, ${badge} conquistado`,
  previous: 'Anterior',
  next: 'Próxima',
  previousDay: 'Dia anterior',
  nextDay: 'Próximo dia',
  pageOf: (page, pages) => `${page} de ${pages}`,
  badgesEarned: (n, names) => `${plural(n, 'Nova insígnia', 'Novas insígnias')}: ${names}`,
  /** What each part of the progress is called, in a message about it. */
  progressParts: { stats: 'estatísticas', badges: 'insígnias', challenges: 'estrelas', settings: 'ajustes', layout: 'conteúdo' },
  /** A stored record of badges or challenge stars partly damaged (read entry by entry). */
  partDamaged: (part) => `Danificado: ${part}. O que não pôde ser lido foi descartado.`,
  /** Why an imported progress code or file was refused. */
  progressRefusal: (r) => {
    switch (r.kind) {
      case 'empty': return 'Cole primeiro um código de progresso.';
      case 'not-progress': return 'Isto não é um código nem um arquivo de progresso.';
      case 'character':
      case 'checksum': return 'Este código está danificado: copie-o de novo, inteiro.';
      case 'too-large': return 'Isto é muito maior do que qualquer código ou arquivo de progresso: não é um deles.';
      case 'version': return 'Este código é de outra versão do jogo.';
      case 'damaged': return `Este código não pode ser lido (danificado: ${pt.progressParts[r.part]}).`;
    }
  },
  progressActions: { export: 'Exportar progresso', import: 'Importar progresso' },
  progressCodeText: 'No outro aparelho: Ajustes › Progresso › Importar progresso.',
  copy: 'Copiar',
  saveFile: 'Salvar como arquivo',
  copied: 'Copiado.',
  copyByHand: 'Selecione o código e copie-o.',
  progressImportText: 'Cole um código de progresso ou abra um arquivo de progresso.',
  openFile: 'Abrir um arquivo…',
  /** What an import added: games played, wins, badges and challenge stars. */
  progressImported: (games, wins, badges, stars) => `Progresso importado. Mais: partidas ${games}, vitórias ${wins}, insígnias ${badges}, estrelas ${stars}.`,
  saveDropped: 'A partida salva foi descartada: estava danificada.',
  saveOtherGame: 'A partida salva era de outro jogo e foi descartada.',
  settingsReset: 'Seus ajustes estavam danificados e foram redefinidos.',
  texts: {
    "Fortune's Favor": 'Favor da Fortuna',
    'Lucky Fan': 'Leque da Sorte',
    'Rouge Forty': 'Quarenta Vermelho',
    'Famous Fifty': 'Cinquenta Famosos',
    'Waxing Moon': 'Lua Crescente',
    pile: 'pilha',
    fan: 'leque',
    column: 'coluna',
    'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.':
      'Doze cartas soltas e os quatro ases já nas fundações; os espaços se repõem sozinhos do descarte ou do monte.',
    'Eighteen open fans, no stock: every card in sight, only Kings fill a space.': 'Dezoito leques abertos e sem monte: todas as cartas à vista; só um rei ocupa um espaço.',
    'Ten piles of four with three cards hidden in each; any card fills a space.': 'Dez pilhas de quatro com três cartas ocultas em cada; qualquer carta ocupa um espaço.',
    'Two decks, ten open columns of five and a long stock; any card fills a space.': 'Dois baralhos, dez colunas abertas de cinco e um monte longo; qualquer carta ocupa um espaço.',
    "Plain deals of this game are almost never winnable: turn on \"winnable deals only\" in Settings.": "As partidas comuns deste jogo quase nunca são vencíveis: ative “Só partidas vencíveis” nos Ajustes.",
    'Two decks, twelve splayed piles that only shrink: every card goes straight home.': 'Dois baralhos, doze pilhas abertas que só diminuem: cada carta vai direto à fundação.',
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.':
      'Um baralho. Os quatro ases começam nas fundações; doze pilhas de uma carta cada e 36 cartas no monte.',
    'Build the foundations up by suit from Ace to King.': 'Monte as fundações em ordem crescente e do mesmo naipe, do ás ao rei.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).': 'Monte as pilhas em ordem decrescente e do mesmo naipe, uma carta por vez (6♠ sobre 7♠).',
    'The top card of each pile and the top card of the waste may be played.': 'Podem ser jogadas a carta do topo de cada pilha e a do topo do descarte.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.':
      'Compre do monte para o descarte uma carta por vez, quando quiser. Não há nova distribuição.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.':
      'Uma pilha esvaziada é reposta na hora com a carta do topo do descarte, ou do monte quando o descarte está vazio. Você nunca pode mover uma carta para um espaço.',
    'Win by moving all 52 cards to the foundations.': 'Vence quem levar as 52 cartas às fundações.',
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.': 'Um baralho, todo virado para cima em dezoito leques: dezesseis de três cartas e dois de duas.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Monte as fundações em ordem crescente e do mesmo naipe, do ás ao rei; qualquer ás inicia uma fundação vazia.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.':
      'Monte os leques em ordem decrescente e do mesmo naipe, uma carta por vez (6♠ sobre 7♠). Só a carta do topo de um leque se move.',
    'Only a King may fill an empty fan.': 'Só um rei pode ocupar um leque vazio.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.': 'Não há monte nem nova distribuição. Vence quem levar as 52 cartas às fundações.',
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.':
      'Um baralho. Dez pilhas de quatro cartas: três viradas para baixo e a do topo para cima. As outras 12 cartas formam o monte.',
    'Any card may be moved into an empty pile.': 'Qualquer carta pode ir para uma pilha vazia.',
    'When a move uncovers a face-down card, it turns face up.': 'Quando uma jogada descobre uma carta virada para baixo, ela é virada para cima.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.':
      'Compre do monte para o descarte uma carta por vez, quando quiser; a carta do topo do descarte joga como a de uma pilha. Não há nova distribuição.',
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.': 'Dois baralhos. Dez colunas de cinco cartas, todas viradas para cima; 54 cartas no monte.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.':
      'Monte as oito fundações em ordem crescente e do mesmo naipe, do ás ao rei; qualquer ás inicia uma fundação vazia.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).': 'Monte as colunas em ordem decrescente e do mesmo naipe, uma carta por vez (8♦ sobre 9♦).',
    'Any card from a column or the waste may fill an empty column.': 'Qualquer carta de uma coluna ou do descarte pode ocupar uma coluna vazia.',
    'Win by moving all 104 cards to the foundations.': 'Vence quem levar as 104 cartas às fundações.',
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.':
      'Dois baralhos. Doze pilhas de quatro cartas, abertas para que todas apareçam; 56 cartas no monte.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.': 'Só se joga a carta do topo de uma pilha ou do descarte, e só para uma fundação.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.': 'Nada é posto sobre as pilhas: elas só diminuem, e uma pilha vazia fica vazia.',
  },
  // ---- a challenge on the table, the win's banner, the daily challenges, levels of difficulty ----
  challengeTitle: (game: string, k: number) => `${game} · desafio do dia ${k}`,
  challengeDamaged: 'O desafio do dia do jogo guardado estava danificado: continua como um jogo normal.',
  goalLine: (goal: string) => `Objetivo: ${goal}`,
  goalMet: 'Desafio cumprido',
  goalMissed: 'Desafio falhado',
  newBestTime: (time: string) => `Novo melhor tempo: ${time}`,
  newFewestMoves: (moves: number) => `Novo recorde: ${moves} jogadas`,
  badgeEarned: (name: string) => `Medalha ganha: ${name}`,
  dailyChallenges: 'Desafios do dia',
  starsOf: (stars: number, of: number) => `${stars} de ${of} estrelas`,
  monthMet: (met: number) => `${met} ${met === 1 ? 'desafio cumprido' : 'desafios cumpridos'} este mês`,
  nextMedal: (needs: number, medal: string) => `Mais ${needs} para ${medal}`,
  allMedals: 'Ouro este mês!',
  challengeButton: (k: number, game: string, goal: string, done: boolean) => `${done ? '★' : '☆'} ${k}. ${game}: ${goal}`,
  challengeDay: (date: string, stars: number) => `${date}: ${stars} de 3 estrelas`,
  findingChallenges: 'A preparar os desafios do dia…',
  noChallenges: 'Os desafios não podem ser preparados aqui (sem worker).',
  challengesLater: 'Este dia ainda não chegou: os seus desafios abrem na véspera.',
  newDealOf: (game: string) => `Novo jogo: ${game}`,
  levels: { any: 'Qualquer', easy: 'Fácil', medium: 'Médio', hard: 'Difícil' },
  levelTitle: (game: string, level: string, n: number) => `${game} · ${level} ${n}`,
  findingLevel: (level: string) => `À procura de um jogo: ${level}…`,
};
