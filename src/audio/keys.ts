/** The names of the sound effects, shared by the game and by the script that makes the sprite. */
export const SOUND = {
  deal: 'deal',
  place: 'place',
  flip: 'flip',
  refused: 'refused',
  win: 'win',
} as const;
export type SoundKey = (typeof SOUND)[keyof typeof SOUND];
