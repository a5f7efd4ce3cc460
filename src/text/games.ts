/**
 * A game's own words (name, blurb, rules, what its piles are called) in the language in force.
 * They live in the game's file in English; each catalogue's `texts` translates them by their
 * English wording, so no code here names a game, and a sentence not translated yet is shown in
 * English (test/unit/text/languages.test.ts lists any such).
 */
import { GAME_IDS, type GameId, gameDef } from '../engine/index.ts';
import { T, tr } from './index.ts';

export const gameName = (game: GameId): string => tr(gameDef(game).name);
export const gameBlurb = (game: GameId): string => tr(gameDef(game).blurb);
export const gameRules = (game: GameId): string[] => gameDef(game).rules.map(tr);
/**
 * What to know before dealing (the game's `note`), or null: the note tells a player dealt plain
 * deals to turn on "winnable deals only", so with that setting on there is nothing to tell.
 */
export const gameNote = (game: GameId, winnableOnly: boolean): string | null => {
  const note = gameDef(game).note;
  return note === undefined || winnableOnly ? null : tr(note);
};
/** 'fan', 'column', 'pile': what one of the game's piles is called. */
export const pileWord = (game: GameId): string => tr(gameDef(game).pileName);
export const difficultyWord = (game: GameId): string => T.difficulty[gameDef(game).difficulty];

/** Every English text of the registered games that a catalogue should translate. */
export function gameTexts(): string[] {
  return GAME_IDS.map(gameDef).flatMap((g) => [g.name, g.blurb, g.pileName, ...g.rules, ...(g.note === undefined ? [] : [g.note])]);
}
