/**
 * Hints in a player's words, in every language: "Move the 7♥ onto the 8♥", "Draw a card: nothing
 * on the table helps yet", and how sure the hint is without the solver's jargon (samples, tries,
 * solver, winning line) or its counts: likely to win, the best chance, a slim one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Move, type State, cardLabel, initialState, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import type { Hint } from '../../../src/engine/solver/index.ts';
import { CATALOGUES, LANGUAGES, setLanguage } from '../../../src/text/index.ts';
import { hintWords, moveWords } from '../../../src/text/solver.ts';

/** The solver's words each language used to show the player (its samples, its tries). */
const JARGON = /sample|solver|winning line|\btries\b|muestra|solucionador|línea ganadora|intentos|amostra|resolvedor|linha vencedora|tentativas|tirage|solveur|ligne gagnante|essais|Probe|Löser|Gewinnweg|Versuch|campion|risolutore|linea vincente|\bprove\b/i;

afterEach(() => { setLanguage('en'); });

describe('hints in a player\'s words', () => {
  const s: State = initialState(numberedDeal('lucky-fan', 3));
  const move = legalMoves(s).find((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && m.to.zone === 't')!;
  const draw: Move = { kind: 'draw' };

  it('says the move as a sentence a player reads, in English', () => {
    const [from, onto] = [s.tableau[move.from.index]!.at(-1)!, s.tableau[move.to.index]!.at(-1)!];
    expect(moveWords(s, move)).toBe(`Move the ${cardLabel(from)} onto the ${cardLabel(onto)}`);
    expect(moveWords(s, draw)).toBe('Draw a card: nothing on the table helps yet');
  });

  it('in every language: no solver jargon, no "hint:" prefix, the card symbols kept', () => {
    const sampled: Hint = { move, confidence: 0.75, wins: 9, samples: 12, exact: false };
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const c = CATALOGUES[lang];
      const lines = [
        hintWords(s, sampled)!,
        hintWords(s, { ...sampled, exact: true })!,
        hintWords(s, { ...sampled, move: draw })!,
        hintWords(s, { ...sampled, confidence: 12 / 12, wins: 12 })!,
        hintWords(s, { ...sampled, confidence: 4 / 12, wins: 4 })!,
        hintWords(s, { ...sampled, confidence: 1 / 12, wins: 1 })!,
        c.hintLine(moveWords(s, move), c.hintUnlikely),
        c.hintLine(moveWords(s, move), c.noWinningLineFromHere),
        c.hintLine(moveWords(s, move), c.noSolver),
        c.hintLine(moveWords(s, move), c.solverLate),
      ];
      for (const line of lines) {
        expect(line, `${lang}: ${line}`).not.toMatch(JARGON);
        expect(line, `${lang}: ${line}`).not.toMatch(/^(hint|pista|dica|indice|tipp|suggerimento)\b/i);
        // Starts with a capital: a sentence, not a fragment.
        expect(line[0], `${lang}: ${line}`).toBe(line[0]!.toUpperCase());
      }
      expect(lines[0], lang).toMatch(/[♠♥♦♣]/u);
      // How sure, in words: no count of wins or tries after the move.
      for (const line of lines) expect(line.slice(moveWords(s, move).length), `${lang}: ${line}`).not.toMatch(/\d/);
      // Three chances, three ways of saying it.
      expect(new Set(lines.slice(3, 6).map((l) => l.slice(moveWords(s, move).length))).size, lang).toBe(3);
    }
  });
});
