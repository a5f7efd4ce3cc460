import { describe, expect, it } from 'vitest';
import { Feed } from '../../../src/play/feed.ts';

describe('a feed of events', () => {
  it('tells every listener each event, in the order published, until it unsubscribes', () => {
    const feed = new Feed<number>();
    const a: number[] = [];
    const b: number[] = [];
    const offA = feed.on((e) => a.push(e));
    feed.on((e) => b.push(e));
    feed.emit(1);
    feed.emit(2);
    offA();
    feed.emit(3);
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1, 2, 3]);
  });

  it('an event reaches the listeners there when it was published, not one added while it is told', () => {
    const feed = new Feed<string>();
    const heard: string[] = [];
    feed.on((e) => {
      heard.push(`first ${e}`);
      if (e === 'a') feed.on((f) => heard.push(`late ${f}`));
    });
    feed.emit('a');
    feed.emit('b');
    expect(heard).toEqual(['first a', 'first b', 'late b']);
  });
});
