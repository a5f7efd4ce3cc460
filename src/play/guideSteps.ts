import type { GameDef } from '../engine/types.ts';

/** One step of a first-deal guide: what it teaches (`aces`: the Aces start on the foundations). */
export type GuideStep =
  | { readonly kind: 'build'; readonly by: GameDef['build']['by']; readonly direction: GameDef['build']['direction'] }
  | { readonly kind: 'space'; readonly fill: 'any' | 'king' | 'refill' }
  | { readonly kind: 'stock' }
  | { readonly kind: 'foundation'; readonly aces: boolean }
  | { readonly kind: 'win'; readonly cards: number };

/**
 * The guide is read from the definition so that a new game of the family
 * gets its guide from its own rules, with no script of its own.
 */
export function guideSteps(game: GameDef): readonly GuideStep[] {
  const steps: GuideStep[] = [{ kind: 'foundation', aces: game.startFoundations.length > 0 }];
  if (game.build.by !== 'none') steps.push({ kind: 'build', by: game.build.by, direction: game.build.direction });
  if (game.build.refill) steps.push({ kind: 'space', fill: 'refill' });
  else if (game.build.space !== 'none') steps.push({ kind: 'space', fill: game.build.space });
  if (game.stock > 0) steps.push({ kind: 'stock' });
  steps.push({ kind: 'win', cards: game.decks * 52 });
  return steps;
}
