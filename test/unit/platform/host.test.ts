import { describe, expect, it } from 'vitest';
import { createHostBridge, parseCommand, type HostWindow } from '../../../src/platform/host.ts';
import { createPauseGate } from '../../../src/platform/pause.ts';

function fakeFrame() {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  let listener: ((e: MessageEvent) => void) | null = null;
  const win: HostWindow = {
    parent,
    addEventListener: (_t, l) => (listener = l),
    removeEventListener: () => (listener = null),
  };
  const send = (data: unknown, source: unknown) => listener?.({ data, source } as MessageEvent);
  return { win, parent, posted, send };
}

describe('host messages', () => {
  it('posts events to the parent with source suitcase', () => {
    const f = fakeFrame();
    const bridge = createHostBridge(f.win);
    bridge.post('loading', { progress: 0.5 });
    bridge.post('won');
    expect(f.posted).toEqual([
      { message: { source: 'suitcase', type: 'loading', progress: 0.5 }, origin: '*' },
      { message: { source: 'suitcase', type: 'won' }, origin: '*' },
    ]);
  });

  it('obeys commands from the parent only, and only of the known shape', () => {
    const f = fakeFrame();
    const bridge = createHostBridge(f.win);
    const got: string[] = [];
    bridge.onCommand((c) => got.push(c));
    f.send({ target: 'suitcase', type: 'pause' }, f.parent);
    f.send({ target: 'suitcase', type: 'pause' }, {}); // another window
    f.send({ target: 'suitcase', type: 'explode' }, f.parent);
    f.send('pause', f.parent);
    f.send({ type: 'mute' }, f.parent);
    f.send({ target: 'suitcase', type: 'mute' }, f.parent);
    expect(got).toEqual(['pause', 'mute']);
    bridge.dispose();
    f.send({ target: 'suitcase', type: 'resume' }, f.parent);
    expect(got).toEqual(['pause', 'mute']);
  });

  it('posts nothing and obeys nothing when not embedded', () => {
    const posted: unknown[] = [];
    let listener: ((e: MessageEvent) => void) | null = null;
    const win: HostWindow = { parent: null, addEventListener: (_t, l) => (listener = l), removeEventListener: () => undefined };
    Object.assign(win, { parent: win, postMessage: (m: unknown) => posted.push(m) });
    const bridge = createHostBridge(win);
    const got: string[] = [];
    bridge.onCommand((c) => got.push(c));
    bridge.post('ready');
    listener!({ data: { target: 'suitcase', type: 'pause' }, source: win } as MessageEvent);
    expect(posted).toEqual([]);
    expect(got).toEqual([]);
  });

  it('parses commands strictly', () => {
    expect(parseCommand({ target: 'suitcase', type: 'unmute' })).toBe('unmute');
    expect(parseCommand({ target: 'suitcase', type: 'toString' })).toBeNull();
    expect(parseCommand(null)).toBeNull();
    expect(parseCommand([])).toBeNull();
  });
});

describe('pause gate', () => {
  it('stays paused until every reason is gone', () => {
    const gate = createPauseGate();
    const changes: boolean[] = [];
    gate.onChange((p) => changes.push(p));
    gate.set('hidden', true);
    gate.set('host', true);
    gate.set('hidden', false);
    expect(gate.paused).toBe(true);
    gate.set('host', false);
    expect(gate.paused).toBe(false);
    expect(changes).toEqual([true, false]);
  });
});
