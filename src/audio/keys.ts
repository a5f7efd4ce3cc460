/** The names of the sound effects, shared by the game and by the script that makes the sprite. */
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
