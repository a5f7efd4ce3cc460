/**
 * What a game earns, driven as the table scene drives it: a challenge's goal told as it changes and
 * its star kept the moment it is met, and at the end a new best, the challenge and badges, at once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ChallengeRecord, emptyChallengeRecord, starsOn } from '../../../src/engine/challenges/record.ts';
import { type GameId, type Move, parseMove } from '../../../src/engine/index.ts';
import { type BadgeRecord, emptyBadgeRecord } from '../../../src/engine/progress/badges.ts';
import { type Stats, emptyStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';
import { type ChallengeOnTable, type Earned, type RewardEvent, Rewards } from '../../../src/play/rewards.ts';
import { TableController, type TablePorts } from '../../../src/play/table.ts';
import { QUIET_PORTS } from './ports.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: GameId; deal: number; moves: string[] };
const line: Move[] = fixture.moves.map((m) => parseMove(m)!);
const DAY = '2026-12-03';

/** A table with its rewards over storage kept in memory, as platform/saves.ts keeps it. */
function rewarded(challenge: ChallengeOnTable | null, o: { stats?: Stats } = {}) {
  const stats = new Map<GameId, Stats>([[fixture.game, o.stats ?? emptyStats()]]);
  let badges: BadgeRecord = emptyBadgeRecord();
  let challenges: ChallengeRecord = emptyChallengeRecord();
  const ports: TablePorts = {
    ...QUIET_PORTS,
    recordResult: (game, r) => {
      const before = stats.get(game) ?? emptyStats();
      stats.set(game, r.won ? recordWin(before, { timeMs: r.seconds * 1000, moves: r.moves }) : recordLoss(before, { timeMs: r.seconds * 1000, moves: r.moves }));
    },
  };
  const table = new TableController({ game: fixture.game, number: fixture.deal }, ports);
  const rewards = new Rewards(table, {
    stats: (g) => stats.get(g) ?? emptyStats(),
    allStats: () => Object.fromEntries(stats),
    badges: () => badges,
    saveBadges: (r) => { badges = r; },
    challenges: () => challenges,
    saveChallenges: (r) => { challenges = r; },
    today: () => DAY,
  }, challenge);
  table.on((e) => { rewards.hear(e); });
  const events: RewardEvent[] = [];
  rewards.on((e) => { events.push(e); });
  rewards.publish();
  table.dealt();
  const earned = () => (events.find((e) => e.kind === 'earned') as { earned: Earned } | undefined)?.earned;
  const goals = () => events.filter((e) => e.kind === 'goal').map((e) => (e as { status: string }).status);
  return { table, rewards, events, earned, goals, badges: () => badges, challenges: () => challenges };
}

describe('what a game earns', () => {
  it('a challenge won without undo: the goal turns met at the win, its star is kept, and the win earns its badges and bests', () => {
    const r = rewarded({ date: DAY, slot: 1, goal: { kind: 'no-undo' } });
    expect(r.goals()).toEqual(['open']);
    for (const m of line) expect(r.table.play([m])).toBe(true);
    expect(r.goals()).toEqual(['open', 'met']);
    expect(starsOn(r.challenges(), DAY)).toBe(1);
    const e = r.earned()!;
    expect(e).toMatchObject({ won: true, bestTime: true, fewestMoves: true, challenge: { met: true, stars: 1 } });
    expect(e.badges.map((b) => b.id)).toEqual(expect.arrayContaining(['first-fortunes-favor', 'no-undo', 'no-help', 'challenge-met']));
    expect(Object.keys(r.badges().earned)).toEqual(e.badges.map((b) => b.id));
    expect(Object.values(r.badges().earned)).toEqual(e.badges.map(() => DAY));
  });

  it('an undo fails a no-undo goal at once; the win then earns no star, no "no undo" badge and no new best over a better record', () => {
    const better = recordWin(emptyStats(), { timeMs: 1000, moves: 10 });
    const r = rewarded({ date: DAY, slot: 0, goal: { kind: 'no-undo' } }, { stats: better });
    r.table.play([line[0]!]);
    // Three seconds on the clock: slower than the record's one.
    for (let i = 0; i < 6; i++) r.table.tick(500);
    r.table.undo();
    expect(r.goals()).toEqual(['open', 'failed']);
    for (const m of line) r.table.play([m]);
    const e = r.earned()!;
    expect(e).toMatchObject({ won: true, bestTime: false, fewestMoves: false, challenge: { met: false, stars: 0 } });
    expect(e.badges.map((b) => b.id)).not.toContain('no-undo');
    expect(starsOn(r.challenges(), DAY)).toBe(0);
  });

  it('a goal on the way there earns its star the moment it is met, won or not', () => {
    const r = rewarded({ date: DAY, slot: 2, goal: { kind: 'home-in-time', cards: 2, minutes: 30 } });
    for (const m of line) {
      r.table.play([m]);
      if (r.goals().includes('met')) break;
    }
    expect(r.goals()).toEqual(['open', 'met']);
    expect(r.table.over).toBeNull();
    expect(starsOn(r.challenges(), DAY)).toBe(1);
    r.table.concede();
    expect(r.earned()).toMatchObject({ won: false, challenge: { met: true, stars: 1 } });
  });

  it('a game the computer played earns nothing', () => {
    const r = rewarded({ date: DAY, slot: 0, goal: { kind: 'win' } });
    r.table.handOver();
    for (const m of line) r.table.playLineMove(m);
    expect(r.table.over).toBe('won');
    expect(r.earned()).toMatchObject({ won: false, bestTime: false, fewestMoves: false, badges: [], challenge: { met: false, stars: 0 } });
    expect(r.badges().earned).toEqual({});
  });

  it('a plain game earns no challenge, and says no goal', () => {
    const r = rewarded(null);
    for (const m of line) r.table.play([m]);
    expect(r.goals()).toEqual([]);
    expect(r.earned()).toMatchObject({ won: true, challenge: null });
  });

  it('a best is new only when the win beats it: a tie of time or moves sets none, one second or one move fewer does', () => {
    // The line played with no time on the clock: 0 seconds, and as many moves as the Results count.
    const first = rewarded(null);
    let figures: { seconds: number; moves: number } | null = null;
    first.table.on((e) => { if (e.kind === 'over') figures = { seconds: e.results.seconds, moves: e.results.moves }; });
    for (const m of line) first.table.play([m]);
    const { seconds, moves } = figures!;
    const tied = rewarded(null, { stats: recordWin(emptyStats(), { timeMs: seconds * 1000, moves }) });
    for (const m of line) tied.table.play([m]);
    expect(tied.earned()).toMatchObject({ won: true, bestTime: false, fewestMoves: false });
    const beaten = rewarded(null, { stats: recordWin(emptyStats(), { timeMs: seconds * 1000 + 1000, moves: moves + 1 }) });
    for (const m of line) beaten.table.play([m]);
    expect(beaten.earned()).toMatchObject({ won: true, bestTime: true, fewestMoves: true });
  });

  it('a hint, or a hint asked for with none to give, fails a no-hints goal', () => {
    const hinted = rewarded({ date: DAY, slot: 1, goal: { kind: 'no-hints' } });
    hinted.rewards.hear({ kind: 'hint', move: line[0]!, piles: [], words: null, state: hinted.table.state });
    expect(hinted.goals()).toEqual(['open', 'failed']);
    const none = rewarded({ date: DAY, slot: 1, goal: { kind: 'no-hints' } });
    none.rewards.hear({ kind: 'noHelp', words: null });
    expect(none.goals()).toEqual(['open', 'failed']);
  });

  it('tells the goal as it stands and what the game earned until the table closes', () => {
    const plain = rewarded(null);
    expect(plain.rewards.goal).toBeNull();
    const r = rewarded({ date: DAY, slot: 0, goal: { kind: 'win' } });
    expect(r.rewards.goal).toEqual({ goal: { kind: 'win' }, status: 'open' });
    expect(r.rewards.earned).toBeNull();
    for (const m of line) r.table.play([m]);
    expect(r.rewards.goal).toEqual({ goal: { kind: 'win' }, status: 'met' });
    expect(r.rewards.earned).toEqual(r.earned());
    expect(r.rewards.earned).not.toBeNull();
    r.rewards.close();
    expect(r.rewards.earned).toBeNull();
  });
});
