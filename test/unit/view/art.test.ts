import { describe, expect, it } from 'vitest';
import { CARD_BACKS, FACE_STYLES, FELT_THEMES } from '../../../src/engine/settings.ts';
import { T } from '../../../src/text/index.ts';
import { BACK_DESIGNS } from '../../../src/view/cards/art/backs.ts';
import { INDEX_CAP_HEIGHT } from '../../../src/view/cards/cardArt.ts';
import { SLOT_FRAMES, atlasCardPx, atlasFrames, backFrame, faceFrame, needsRebuild } from '../../../src/view/cards/atlas.ts';
import { followSettings, setVisitSpeed, viewSettings } from '../../../src/view/kit/settings.ts';
import { DEFAULT_SETTINGS, changeSettings, pageRecords } from '../../../src/platform/saves.ts';
import { SHADOW_FRAME } from '../../../src/view/cards/shadowArt.ts';
import { THEMES, resolveTheme } from '../../../src/view/kit/theme.ts';

describe('card atlas', () => {
  it('holds every face, every back, every slot and the shadow, once each', () => {
    const frames = atlasFrames();
    expect(new Set(frames).size).toBe(frames.length);
    for (let c = 0; c < 52; c++) expect(frames).toContain(faceFrame(c));
    for (const b of CARD_BACKS) expect(frames).toContain(backFrame(b));
    for (const slot of Object.values(SLOT_FRAMES)) expect(frames).toContain(slot);
    // The held card's shadow is drawn in the same atlas (one texture: Phaser bug #7372).
    expect(frames).toContain(SHADOW_FRAME);
    expect(frames.length).toBe(52 + CARD_BACKS.length + 3 + 1);
  });

  it('six backs, each drawn and named, as many as the settings accept', () => {
    expect(CARD_BACKS).toHaveLength(6);
    expect(BACK_DESIGNS).toHaveLength(CARD_BACKS.length);
    expect(new Set(BACK_DESIGNS.map((b) => b.base)).size).toBe(CARD_BACKS.length);
    expect(new Set(BACK_DESIGNS.map((b) => b.pattern)).size).toBe(CARD_BACKS.length);
    for (const b of CARD_BACKS) expect(T.backNames[b]).toMatch(/\w/);
    expect(T.backNames).toHaveLength(CARD_BACKS.length);
  });

  it('is drawn again for a new face style or colours, not for a small change of size', () => {
    const base = { cardPx: 200, fourColour: false, face: 'classic' } as const;
    expect(needsRebuild(null, base)).toBe(true);
    expect(needsRebuild(base, { ...base, cardPx: 210 })).toBe(false);
    expect(needsRebuild(base, { ...base, face: 'large' })).toBe(true);
    expect(needsRebuild(base, { ...base, fourColour: true })).toBe(true);
    // Up to dpr 3 the texture is drawn at the screen's pixels (capped so the atlas fits a 4096 texture).
    expect(atlasCardPx(60, 3)).toBe(180);
    expect(atlasCardPx(168, 3)).toBeLessThanOrEqual(4096 / 9);
  });

  it('large print: the rank stands at least 30% of the card wide; classic stays smaller', () => {
    expect(INDEX_CAP_HEIGHT.large).toBeGreaterThanOrEqual(0.3);
    expect(INDEX_CAP_HEIGHT.classic).toBeLessThan(INDEX_CAP_HEIGHT.large);
  });
});

describe('view settings of the art', () => {
  it('are read from the one settings store: a known face, felt and back show; anything else is the default', () => {
    followSettings(pageRecords());
    changeSettings({ faceStyle: 'large', felt: 'dark', cardBack: 3 });
    expect(viewSettings()).toMatchObject({ face: 'large', felt: 'dark', back: 3 });
    changeSettings({ faceStyle: 'huge' as never, felt: 'purple' as never, cardBack: Number.NaN as never });
    expect(viewSettings()).toMatchObject({ face: DEFAULT_SETTINGS.faceStyle, felt: DEFAULT_SETTINGS.felt, back: DEFAULT_SETTINGS.cardBack });
    changeSettings({ cardBack: 9 as never });
    expect(viewSettings().back).toBe(DEFAULT_SETTINGS.cardBack);
  });

  it('take a speed for this visit over the stored one, until it is lifted', () => {
    changeSettings({ animationSpeed: 'slow' });
    expect(viewSettings().speed).toBe('slow');
    setVisitSpeed('instant');
    expect(viewSettings().speed).toBe('instant');
    changeSettings({ animationSpeed: 'fast' });
    expect(viewSettings().speed).toBe('instant');
    setVisitSpeed(null);
    expect(viewSettings().speed).toBe('fast');
    changeSettings({ ...DEFAULT_SETTINGS });
  });

  it('every face style and felt has a name for the settings panel', () => {
    for (const f of FACE_STYLES) expect(T.faceNames[f]).toMatch(/\w/);
    for (const f of FELT_THEMES) expect(T.feltNames[f]).toMatch(/\w/);
  });
});

describe('themes', () => {
  it('system: green in a light scheme, dark in a dark one; a picked theme stays whatever the system says', () => {
    expect(resolveTheme('system', false)).toBe(THEMES.green);
    expect(resolveTheme('system', true)).toBe(THEMES.dark);
    for (const t of ['green', 'blue', 'red', 'dark'] as const) {
      expect(resolveTheme(t, true)).toBe(THEMES[t]);
      expect(resolveTheme(t, false)).toBe(THEMES[t]);
    }
  });

  it('the dark theme darkens the panels too: its panel is darker and greyer than the green one', () => {
    const rgb = (n: number) => [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const [r, g, b] = rgb(THEMES.dark.panel);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(12);
    expect(r! + g! + b!).toBeLessThan(rgb(THEMES.green.panel).reduce((x, y) => x + y, 0) + 20);
  });
});
