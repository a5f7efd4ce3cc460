import type { GameDef } from '../../../src/engine/index.ts';

/**
 * What a game's rules text must say of its build rule, as patterns over its lines: the rules
 * screen is hand-written, and this keeps it from telling the player something `apply` does not do.
 * Empty when the text agrees.
 */
export function rulesTextProblems(def: GameDef): string[] {
  const b = def.build;
  const piles = `${def.pileName}s`;
  const text = def.rules.join('\n');
  const wants: [string, RegExp][] = [];
  if (b.by === 'none') wants.push(['nothing builds on the piles', new RegExp(`Nothing is ever moved onto the ${piles}`)]);
  else wants.push([`${b.direction} by ${b.by}`, new RegExp(`Build the ${piles} ${b.direction} ${b.by === 'suit' ? 'by suit' : 'in alternate colours'}, one card at a time`)]);
  if (b.space === 'king') wants.push(['only Kings fill spaces', new RegExp(`Only a King may fill an empty ${def.pileName}\\.`)]);
  if (b.space === 'any') wants.push(['any card fills a space', new RegExp(`Any card .*(fill an empty|into an empty) ${def.pileName}`)]);
  if (b.space === 'none') wants.push(b.refill ? ['spaces refill themselves', /filled at once .* You may never move a card into a space/] : ['spaces stay empty', /an empty \w+ stays empty/]);
  if (b.by !== 'none' || b.space !== 'none') {
    if (def.hasWaste && !b.from.includes('waste')) wants.push(['waste cards go only home', /waste card goes only to a foundation/]);
    if (!b.from.includes('tableau')) wants.push([`${piles} cards go only home`, new RegExp(`a card leaves a ${def.pileName} only for a foundation`)]);
  }
  return wants.filter(([, re]) => !re.test(text)).map(([what, re]) => `${def.id}: the rules text does not say ${what} (${re.source})`);
}
