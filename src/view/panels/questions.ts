/** The table's yes-or-no questions in the player's words, asked in the page's dialog. */
import type { Question } from '../../play/tablePorts.ts';
import { T } from '../../text/index.ts';
import { askConfirm } from '../kit/dom.ts';

export function askQuestion(q: Question): Promise<boolean> {
  switch (q) {
    case 'giveUp':
      return askConfirm(T.giveUpTitle, T.giveUpText, T.giveUpYes, T.keepPlaying);
    case 'noHelp':
      return askConfirm(T.noMoveHelpsTitle, T.noMoveHelpsText, T.newDealButton, T.keepPlaying);
    case 'watchHidden':
      return askConfirm(T.watchAskTitle, T.watchAskHidden, T.watchYes, T.cancel);
    case 'watchPlain':
      return askConfirm(T.watchAskTitle, T.watchAskPlain, T.watchYes, T.cancel);
  }
}
