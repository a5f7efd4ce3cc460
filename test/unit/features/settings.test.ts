import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LANGUAGE_SETTINGS, type Settings, parseSettings, settingsDamaged, withSetting } from '../../../src/engine/settings.ts';

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
    expect(parseSettings({ cardBack: 5 }).cardBack).toBe(5);
    expect(parseSettings({ cardBack: 6 }).cardBack).toBe(DEFAULT_SETTINGS.cardBack);
    expect(parseSettings({ cardBack: '1' }).cardBack).toBe(DEFAULT_SETTINGS.cardBack);
    expect(parseSettings({ autoPlay: 'all' }).autoPlay).toBe('all');
  });

  it('face style and felt: the known ones are kept, anything else takes the default', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ faceStyle: 'classic', felt: 'system' });
    for (const faceStyle of ['classic', 'large'] as const) expect(parseSettings({ faceStyle }).faceStyle).toBe(faceStyle);
    for (const felt of ['system', 'green', 'blue', 'red', 'dark'] as const) expect(parseSettings({ felt }).felt).toBe(felt);
    for (const bad of ['Large', 'huge', '', 0, null, ['large'], { felt: 'dark' }]) {
      expect(parseSettings({ faceStyle: bad }).faceStyle).toBe('classic');
      expect(parseSettings({ felt: bad }).felt).toBe('system');
    }
  });

  it('a saved value reads back unchanged', () => {
    const all = fc.record<Settings>({
      soundOn: fc.boolean(),
      animationSpeed: fc.constantFrom('off', 'fast', 'normal', 'slow'),
      fourColour: fc.boolean(),
      cardBack: fc.constantFrom(0, 1, 2, 3, 4, 5),
      faceStyle: fc.constantFrom('classic', 'large'),
      felt: fc.constantFrom('system', 'green', 'blue', 'red', 'dark'),
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

  it('stored settings are damaged when not an object, or when a field holds a value it cannot take; a missing or unknown field is no damage', () => {
    expect(settingsDamaged(undefined)).toBe(false);
    for (const bad of [null, 'garbage', 7, true, [DEFAULT_SETTINGS]]) expect(settingsDamaged(bad)).toBe(true);
    expect(settingsDamaged({})).toBe(false);
    expect(settingsDamaged(DEFAULT_SETTINGS)).toBe(false);
    expect(settingsDamaged({ soundOn: false, unknown: 'from a newer version' })).toBe(false);
    expect(settingsDamaged({ ...DEFAULT_SETTINGS, felt: 'purple' })).toBe(true);
    expect(settingsDamaged({ cardBack: 6 })).toBe(true);
    expect(settingsDamaged({ soundOn: false, language: 'xx' })).toBe(true);
    // An inherited field is not a stored one.
    expect(settingsDamaged(Object.create({ felt: 'purple' }) as unknown)).toBe(false);
  });
});
