/**
 * The level of built winnable deals 1 to 300 of Waxing Moon, in order: '0' easy, '1' medium, '2'
 * hard (winnable/levels.ts). Every one won by the solver within 3,000,000 positions; every line
 * of this game is 160 moves, so the positions alone part the levels, cut at their terciles.
 * Reproduce: `npx tsx scripts/measure-levels.ts waxing-moon 1 300 3000000` (docs/solver.md,
 * "Levels of difficulty").
 */
export const WAXING_MOON_LEVELS =
  '0121211012111210220000202122220222020000210102000000012001211022022112001022101220011012102221022100' +
  '1212022021112020112210220100112012020012022112101222001110211021212111111112101221002200000200110222' +
  '2012010202120002002212100222011001021112101011102220221200111210100002112111012100011221010211102222';
