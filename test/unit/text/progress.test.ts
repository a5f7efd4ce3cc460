/** The words of progress in all six languages: every goal kind, every month's badge, every badge. */
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/engine/challenges/goals.ts';
import { MONTH_BADGES } from '../../../src/engine/challenges/record.ts';
import { badgeDefs } from '../../../src/engine/progress/badges.ts';
import { CATALOGUES, LANGUAGES } from '../../../src/text/index.ts';
import { badgeWords, goalWords, monthBadgeWords } from '../../../src/text/progress.ts';

const GOALS: Goal[] = [
  { kind: 'win' }, { kind: 'moves', moves: 95 }, { kind: 'no-undo' }, { kind: 'no-hints' },
  { kind: 'home-in-time', cards: 26, minutes: 7 }, { kind: 'suit-first', suit: 'H' }, { kind: 'clear-row' },
];

describe('the words of progress', () => {
  it('every goal in every language, each its own, with its figures', () => {
    for (const lang of LANGUAGES) {
      const said = GOALS.map((g) => goalWords(g, CATALOGUES[lang]));
      expect(new Set(said).size, lang).toBe(GOALS.length);
      expect(said[1], lang).toContain('95');
      expect(said[4], lang).toMatch(/26\D+7/);
    }
    expect(goalWords({ kind: 'suit-first', suit: 'H' }, CATALOGUES.en)).toBe('Build hearts up to the King before any other suit');
    expect(goalWords({ kind: 'suit-first', suit: 'C' }, CATALOGUES.de)).toContain('Kreuz');
  });

  it("a month's badges, by name and what they take", () => {
    for (const lang of LANGUAGES) {
      const words = MONTH_BADGES.map((b) => monthBadgeWords(b.badge, b.met, CATALOGUES[lang]));
      expect(new Set(words.map((w) => w.name)).size, lang).toBe(3);
      words.forEach((w, i) => { expect(w.text, lang).toContain(String(MONTH_BADGES[i]!.met)); });
    }
  });

  it('every badge has a name and a description in all six languages, each its own', () => {
    for (const lang of LANGUAGES) {
      const words = badgeDefs().map((b) => badgeWords(b, CATALOGUES[lang]));
      for (const w of words) expect(w.name.length * w.text.length, lang).toBeGreaterThan(0);
      expect(new Set(words.map((w) => w.name)).size, lang).toBe(words.length);
    }
    expect(badgeWords(badgeDefs().find((b) => b.id === 'first-waxing-moon')!, CATALOGUES.fr).text).toBe('Gagnez une partie de Lune Croissante');
  });
});
