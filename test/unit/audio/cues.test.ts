import { expect, it } from 'vitest';
import { openingCue } from '../../../src/audio/cues.ts';
import { SOUND } from '../../../src/keys.ts';

it('the table opens with its words, the result to beat after them, and the deal\'s sound only when the cards are dealt out', () => {
  expect(openingCue('Lucky Fan, deal 7. New deal.', null, true)).toEqual({ sounds: [SOUND.deal], say: 'Lucky Fan, deal 7. New deal.' });
  expect(openingCue('Lucky Fan, deal 7. Game resumed.', 'To beat: 80 moves', false)).toEqual({ sounds: [], say: 'Lucky Fan, deal 7. Game resumed. To beat: 80 moves' });
});
