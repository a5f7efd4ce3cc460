/** Every scene, texture and event key the game uses, in one place. */
export const SCENES = {
  boot: 'boot',
  menu: 'menu',
  table: 'table',
  results: 'results',
  /** Overlays: options, settings, rules, a game's page. */
  panel: 'panel',
} as const;
export type SceneKey = (typeof SCENES)[keyof typeof SCENES];

export const TEXTURES = {
  /** The one atlas holding every card face, back and pile slot (Phaser 4.2.1 #7372: one texture). */
  cards: 'cards',
  felt: 'felt',
} as const;

/** Events the Table scene emits on its own `events` emitter (the test hook and later features listen). */
export const TABLE_EVENTS = {
  /** The deal animation is over: the table takes input. */
  dealt: 'table-dealt',
  /** A player action was applied: (session, moves). */
  played: 'table-played',
  /** Undo, redo or restart changed the position: (session). */
  changed: 'table-changed',
  /** The game is over: ('won' | 'lost'). */
  over: 'table-over',
  /** A hint is shown: (move). */
  hint: 'table-hint',
  /** The layout was rebuilt after a resize or a setting change. */
  relayout: 'table-relayout',
} as const;

/** Events on the game-wide emitter (`game.events`). */
export const GAME_EVENTS = {
  /** The canvas changed size or density: (cssWidth, cssHeight, dpr). */
  viewport: 'suitcase-viewport',
  /** A view setting changed: (settings). */
  settings: 'suitcase-settings',
  /** Boot's progress while the card art is drawn: (fraction 0..1). */
  loading: 'suitcase-loading',
} as const;
