/**
 * The device's score record read back from storage: what is sound of it kept, each result waiting
 * judged field by field, the player's id made afresh only when the stored one is unreadable; and the
 * queue's bounds (the latest MAX_WAITING, none older than MAX_WAIT_MS).
 */
import { describe, expect, it } from 'vitest';
import { MAX_WAITING, MAX_WAIT_MS, type Pending, freshScoreRecord, parseScoreRecord, withWaiting, withoutStale, withoutWaiting } from '../../../src/play/scoreQueue.ts';

const PLAYER = 'player-0123456789abcdef';
const newId = () => 'fresh-id-0000000000000';

const submission = (id: string, board = 'daily:fortunes-favor:2026-03-14'): Pending['submission'] => ({ id, player: PLAYER, board, moves: [['draw']], timeMs: 61_000, name: 'Ann' });
const pending = (id: string, since = 1000): Pending => ({ submission: submission(id), since });

describe('a stored score record', () => {
  it('reads back a sound record as it was stored', () => {
    const stored = { version: 1, player: PLAYER, name: 'Ann', queue: [pending('result-aaaaaaaaaaaaaaaa')] };
    expect(parseScoreRecord(JSON.parse(JSON.stringify(stored)), newId)).toEqual(stored);
  });

  it('makes a new player id only when the stored one is no id, and keeps no name that is not one', () => {
    for (const input of [undefined, null, 'text', 7, [PLAYER], { player: 'short' }, { player: 42 }]) {
      expect(parseScoreRecord(input, newId)).toEqual({ version: 1, player: newId(), name: null, queue: [] });
    }
    expect(parseScoreRecord({ player: PLAYER, name: '  Bo  ' }, newId)).toMatchObject({ player: PLAYER, name: 'Bo' });
    expect(parseScoreRecord({ player: PLAYER, name: '' }, newId).name).toBeNull();
    expect(parseScoreRecord({ player: PLAYER, name: 5 }, newId).name).toBeNull();
  });

  it('drops each result waiting that lacks a sound field, and keeps the sound ones in order', () => {
    const good = pending('result-bbbbbbbbbbbbbbbb');
    const s = good.submission;
    const broken: unknown[] = [
      null,
      'result',
      { since: 1000 },
      { submission: null, since: 1000 },
      { submission: s, since: '1000' },
      { submission: s },
      { submission: { ...s, id: 'short' }, since: 1000 },
      { submission: { ...s, player: 'short' }, since: 1000 },
      { submission: { ...s, board: 3 }, since: 1000 },
      { submission: { ...s, moves: 'draw' }, since: 1000 },
      { submission: { ...s, timeMs: '61000' }, since: 1000 },
      { submission: { ...s, name: null }, since: 1000 },
    ];
    const later = pending('result-cccccccccccccccc', 2000);
    const read = parseScoreRecord({ player: PLAYER, queue: [good, ...broken, later] }, newId);
    expect(read.queue).toEqual([good, later]);
    for (const b of broken) expect(parseScoreRecord({ player: PLAYER, queue: [b] }, newId).queue).toEqual([]);
    expect(parseScoreRecord({ player: PLAYER, queue: { 0: good } }, newId).queue).toEqual([]);
  });
});

describe('the results waiting', () => {
  it('starts empty, with a new player id', () => {
    expect(freshScoreRecord(newId)).toEqual({ version: 1, player: newId(), name: null, queue: [] });
  });

  it('keeps the latest MAX_WAITING, each with when it began to wait', () => {
    let r = freshScoreRecord(newId);
    for (let i = 0; i < MAX_WAITING + 2; i++) r = withWaiting(r, submission(`result-${String(i).padStart(16, '0')}`), i);
    expect(r.queue).toHaveLength(MAX_WAITING);
    expect(r.queue[0]).toEqual({ submission: submission(`result-${'2'.padStart(16, '0')}`), since: 2 });
    expect(r.queue.at(-1)!.since).toBe(MAX_WAITING + 1);
  });

  it('takes out the result of one id alone', () => {
    const r = { ...freshScoreRecord(newId), queue: [pending('result-aaaaaaaaaaaaaaaa'), pending('result-bbbbbbbbbbbbbbbb')] };
    expect(withoutWaiting(r, 'result-aaaaaaaaaaaaaaaa').queue.map((p) => p.submission.id)).toEqual(['result-bbbbbbbbbbbbbbbb']);
    expect(withoutWaiting(r, 'result-zzzzzzzzzzzzzzzz').queue).toHaveLength(2);
  });

  it('keeps a result that waited MAX_WAIT_MS exactly, and drops one a millisecond older', () => {
    const r = { ...freshScoreRecord(newId), queue: [pending('result-aaaaaaaaaaaaaaaa', 0), pending('result-bbbbbbbbbbbbbbbb', 1)] };
    expect(withoutStale(r, MAX_WAIT_MS).queue).toHaveLength(2);
    expect(withoutStale(r, MAX_WAIT_MS + 1).queue.map((p) => p.since)).toEqual([1]);
  });
});
