/**
 * A score board's id (src/engine/boards.ts): the game writes it when a daily deal or a challenge
 * ends, the score server reads it back to find the deal; each id read back names the same board,
 * and an id that names none is refused with the reason the server sends back.
 */
import { describe, expect, it } from 'vitest';
import { type BoardRef, boardId, challengeBoard, dailyBoard, needsTimes, parseBoardId } from '../../../src/engine/boards.ts';
import { GOAL_KINDS } from '../../../src/engine/challenges/goals.ts';

const reason = (text: unknown): string => {
  const r = parseBoardId(text);
  return r.ok ? 'read' : r.reason;
};

describe('score board ids', () => {
  it('a daily deal’s board and each challenge’s, written and read back', () => {
    expect(dailyBoard('rouge-forty', '2026-03-01')).toBe('daily:rouge-forty:2026-03-01');
    expect(challengeBoard('2026-03-01', 0)).toBe('challenge:2026-03-01.1');
    const refs: BoardRef[] = [
      { kind: 'daily', game: 'lucky-fan', date: '2024-02-29' },
      { kind: 'challenge', date: '2026-12-31', slot: 0 },
      { kind: 'challenge', date: '2026-12-31', slot: 2 },
    ];
    for (const ref of refs) expect(parseBoardId(boardId(ref))).toEqual({ ok: true, value: ref });
    expect(boardId(refs[0]!)).toBe('daily:lucky-fan:2024-02-29');
    expect(boardId(refs[2]!)).toBe('challenge:2026-12-31.3');
  });

  it('refuses what names no board, saying why', () => {
    expect(reason(42)).toBe('the board must be a string: daily:GAME:YYYY-MM-DD or challenge:YYYY-MM-DD.K');
    expect(reason('daily:chess:2026-03-01')).toBe('unknown board "daily:chess:2026-03-01": no game "chess"');
    expect(reason('daily:rouge-forty:2026-02-30')).toBe('unknown board "daily:rouge-forty:2026-02-30": 2026-02-30 is not a calendar day');
    expect(reason('challenge:2026-13-01.1')).toBe('unknown board "challenge:2026-13-01.1": 2026-13-01 is not a calendar day');
    expect(reason('challenge:2026-03-01.4')).toBe('unknown board "challenge:2026-03-01.4": a day has challenges 1 to 3');
    for (const bad of ['', 'daily:rouge-forty', 'challenge:2026-03-01.0', 'challenge:2026-03-01', 'weekly:rouge-forty:2026-03-01', ' daily:rouge-forty:2026-03-01', 'challenge:2026-03-01.1 ']) {
      expect(reason(bad), bad).toBe(`unknown board ${JSON.stringify(bad)}: boards are daily:GAME:YYYY-MM-DD or challenge:YYYY-MM-DD.K`);
    }
  });

  it('only the goal of cards home in time carries the times of a result', () => {
    expect(GOAL_KINDS.filter(needsTimes)).toEqual(['home-in-time']);
  });
});
