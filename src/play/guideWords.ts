/**
 * The words of a first-deal guide's step (play/guide.ts), in the language in force: what the step
 * teaches, read from the rules values it carries, then the move it shows on the table now.
 */
import { type Card, cardLabel } from '../engine/cards.ts';
import type { GuideShown } from './guide.ts';
import type { GuideStep } from './guideSteps.ts';
import { T } from '../text/index.ts';

/** The build rule's example is built on the seven of spades, as the rules write it (6♠ on 7♠). */
const SEVEN_OF_SPADES: Card = 6;
/** From a spade to the heart of the same rank: a card of the other colour. */
const TO_HEARTS = 13;

/** What a step teaches. */
function rule(step: GuideStep): string {
  switch (step.kind) {
    case 'foundation': return T.guide.foundation(step.aces);
    case 'build': {
      const goes = SEVEN_OF_SPADES + (step.direction === 'down' ? -1 : 1) + (step.by === 'suit' ? 0 : TO_HEARTS);
      return T.guide.build(step.by === 'suit', step.direction === 'down', cardLabel(goes), cardLabel(SEVEN_OF_SPADES));
    }
    case 'space': return T.guide.space[step.fill];
    case 'stock': return T.guide.stock;
    case 'win': return T.guide.win(step.cards);
  }
}

/** The move the step shows now, in words, or '' when it has none. */
function moveWords(shown: GuideShown): string {
  const m = shown.move;
  if (!m) return '';
  switch (shown.teaches.kind) {
    case 'foundation': return T.guide.home(cardLabel(m.card));
    case 'stock': return T.guide.draw;
    default: return m.onto === null ? T.guide.intoSpace(cardLabel(m.card)) : T.guide.onto(cardLabel(m.card), cardLabel(m.onto));
  }
}

/** A step's words: the rule, then the move to make now. */
export function guideWords(shown: GuideShown): string {
  const move = moveWords(shown);
  return move === '' ? rule(shown.teaches) : `${rule(shown.teaches)} ${move}`;
}
