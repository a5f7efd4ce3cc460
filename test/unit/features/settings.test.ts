import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LANGUAGE_SETTINGS, type Settings, parseSettings, withSetting } from '../../../src/engine/settings.ts';

describe('settings', () => {
  it('defaults: winnable deals only on, still-winnable warning off, sound on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ winnableOnly: true, stillWinnable: false, soundOn: true });
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings([true])).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps every valid field and replaces each invalid one with its default', () => {
    const stored = {
      soundOn: false,
      animationSpeed: 'off',
      fourColour: 'yes',
      cardBack: 2,
      leftHanded: true,
      autoPlay: 'everything',
      showTimer: false,
      winnableOnly: false,
      stillWinnable: 1,
      unknown: 'dropped',
    };
    expect(parseSettings(stored)).toEqual({
      ...DEFAULT_SETTINGS,
      soundOn: false,
      animationSpeed: 'off',
      cardBack: 2,
      leftHanded: true,
      showTimer: false,
      winnableOnly: false,
    });
    expect(parseSettings({ cardBack: 3 }).cardBack).toBe(DEFAULT_SETTINGS.cardBack);
    expect(parseSettings({ cardBack: '1' }).cardBack).toBe(DEFAULT_SETTINGS.cardBack);
    expect(parseSettings({ autoPlay: 'all' }).autoPlay).toBe('all');
  });

  it('a saved value reads back unchanged', () => {
    const all = fc.record<Settings>({
      soundOn: fc.boolean(),
      animationSpeed: fc.constantFrom('off', 'fast', 'normal', 'slow'),
      fourColour: fc.boolean(),
      cardBack: fc.constantFrom(0, 1, 2),
      leftHanded: fc.boolean(),
      autoPlay: fc.constantFrom('off', 'safe', 'all'),
      showTimer: fc.boolean(),
      winnableOnly: fc.boolean(),
      stillWinnable: fc.boolean(),
      language: fc.constantFrom(...LANGUAGE_SETTINGS),
    });
    fc.assert(
      fc.property(all, (s) => {
        expect(parseSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
    );
  });

  it('never throws, and always gives a full settings object', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const s = parseSettings(x);
        expect(Object.keys(s).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
      }),
    );
    // An inherited field is not a stored one.
    expect(parseSettings(Object.create({ soundOn: false }) as unknown).soundOn).toBe(true);
  });

  it('withSetting changes one field in a copy', () => {
    const s = withSetting(DEFAULT_SETTINGS, 'autoPlay', 'off');
    expect(s).toEqual({ ...DEFAULT_SETTINGS, autoPlay: 'off' });
    expect(DEFAULT_SETTINGS.autoPlay).toBe('safe');
  });
});
