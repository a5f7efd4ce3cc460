/**
 * The table's drawing order, bottom to top, in one table: the empty piles' slots, the cards in
 * their piles (each pile a band of its own, one step a card), cards in flight, the hint's and the
 * lift's outlines (and the guide's), the bar and its words (the note beside the game's name, a refused drop's
 * reason), the first-deal guide's callout, the watch bar, the keyboard's ring, a badge's unlock, and a panel's focus ring above
 * everything.
 */
export const DEPTH = {
  slot: 0,
  pile: 100,
  /** Each pile's band: room for every card a pile can hold. */
  perPile: 200,
  flying: 20000,
  highlight: 30000,
  bar: 40000,
  /** The note beside the game's name and a refused drop's reason, over the bar's face. */
  barWords: 40002,
  /** The first-deal guide's callout: over the bar, where it stands beside cards at the top. */
  guide: 44000,
  watchBar: 45000,
  focus: 46000,
  /** The emblems of badges just earned, over the celebration's cards and the bar. */
  unlock: 47000,
  panelFocus: 50000,
} as const;
