/** The bar's figures follow the cards (view/table/arrivals.ts): Moves when the first card lands, Home as each lands home. */
import { describe, expect, it } from 'vitest';
import type { HudFigures } from '../../../src/play/table.ts';
import { FiguresOnArrival } from '../../../src/view/table/arrivals.ts';

const figures = (moves: number, home: number, seconds = 0): HudFigures => ({ moves, seconds, home, total: 52, canUndo: moves > 0, canRedo: false, canFinish: false });

function bar() {
  const drawn: HudFigures[] = [];
  const f = new FiguresOnArrival((x) => drawn.push(x));
  const last = () => drawn[drawn.length - 1]!;
  return { f, drawn, last };
}

describe('FiguresOnArrival', () => {
  it('shows the figures at once when no card flies', () => {
    const { f, last } = bar();
    f.figures(figures(0, 0));
    f.takeOff([]);
    f.figures(figures(1, 0));
    expect(last()).toEqual(figures(1, 0));
  });

  it('holds Moves until the first card lands and counts Home as each card lands home', () => {
    const { f, last } = bar();
    f.figures(figures(3, 4));
    // The played card to a pile, then two by auto-play to the foundations.
    f.takeOff([0, 1, 1]);
    f.figures(figures(4, 6, 12));
    expect(last()).toMatchObject({ moves: 3, home: 4, seconds: 12, canUndo: true });
    f.landed(0);
    expect(last()).toMatchObject({ moves: 4, home: 4 });
    f.figures(figures(4, 6, 13));
    expect(last()).toMatchObject({ moves: 4, home: 4, seconds: 13 });
    f.landed(1);
    expect(last()).toMatchObject({ home: 5 });
    f.landed(1);
    expect(last()).toEqual(figures(4, 6, 13));
  });

  it('counts a card leaving a foundation off when it lands (an undo)', () => {
    const { f, last } = bar();
    f.figures(figures(2, 1));
    f.takeOff([-1]);
    f.figures(figures(1, 0));
    expect(last()).toMatchObject({ moves: 2, home: 1 });
    f.landed(-1);
    expect(last()).toEqual(figures(1, 0));
  });

  it('shows the latest figures when every card comes to rest at once', () => {
    const { f, last } = bar();
    f.figures(figures(0, 0));
    f.takeOff([1, 1]);
    f.figures(figures(1, 2));
    f.allLanded();
    expect(last()).toEqual(figures(1, 2));
    // A landing reported after that changes nothing.
    f.landed(1);
    expect(last()).toEqual(figures(1, 2));
  });

  it('a new action while cards fly starts from the figures of the last one', () => {
    const { f, last } = bar();
    f.figures(figures(0, 0));
    f.takeOff([1]);
    f.figures(figures(1, 1));
    // The board ends the first action's flights before the next takes off.
    f.allLanded();
    f.takeOff([1]);
    f.figures(figures(2, 2));
    expect(last()).toMatchObject({ moves: 1, home: 1 });
    f.landed(1);
    expect(last()).toEqual(figures(2, 2));
  });
});
