/** Every scene, texture, sound and event name the game uses, in one place below all their users. */
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

/** Events on the game-wide emitter (`game.events`). */
export const GAME_EVENTS = {
  /** The canvas changed size or density: (cssWidth, cssHeight, dpr). */
  viewport: 'suitcase-viewport',
} as const;

/** The sound effects, shared by the game and by the script that makes the sprite. */
export const SOUND = {
  /** The shuffle and deal of a new game. */
  deal: 'deal',
  /** A card lifted off its pile (the start of a drag, or the keyboard lifting it). */
  pickUp: 'pickUp',
  place: 'place',
  /** A card played onto a foundation: a place with a small chime. */
  foundation: 'foundation',
  flip: 'flip',
  refused: 'refused',
  win: 'win',
} as const;
export type SoundKey = (typeof SOUND)[keyof typeof SOUND];
