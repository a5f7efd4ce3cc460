import { describe, expect, it } from 'vitest';
import { current, fromSaveText, numberedSession, parseDeal, play, legalMoves, toSave, dealToJson, numberedDeal } from '../../../src/engine/index.ts';
import { en } from '../../../src/text/en.ts';

describe('saves from stored text', () => {
  it('loads its own text back and refuses the same text cut short', () => {
    let s = numberedSession('rouge-forty', 5);
    for (let i = 0; i < 4; i++) {
      const r = play(s, [legalMoves(current(s))[0]!]);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      s = r.session;
    }
    const text = JSON.stringify(toSave(s));
    const back = fromSaveText(text);
    expect(back.ok && current(back.session)).toEqual(current(s));
    for (const cut of [1, 10, text.length >> 1, text.length - 1]) {
      const r = fromSaveText(text.slice(0, cut));
      expect(r.ok).toBe(false);
      expect(!r.ok && r.reason).toBe('this save cannot be loaded: it is not complete JSON (cut short or edited)');
    }
  });

  it('refuses a null stock instead of reading it as empty', () => {
    const json = { ...dealToJson(numberedDeal('famous-fifty', 3)), stock: null };
    const r = parseDeal(json);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/stock must be an array/);
  });
});
