/**
 * Six catalogues of one shape: every key English has, in every language (checked at run time as
 * well as by the type, for when a shape is loose), counting by each language's plural rules,
 * cards named each language's way, the game's own texts translated, and `T` switching live.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, card, gameDef } from '../../../src/engine/index.ts';
import { cardSpoken } from '../../../src/text/announce.ts';
import { gameName, gameRules, gameTexts } from '../../../src/text/games.ts';
import { CATALOGUES, LANGUAGES, T, language, languageOf, setLanguage, tr } from '../../../src/text/index.ts';
import { parseParams } from '../../../src/platform/params.ts';
import { untranslatedGameTexts } from './untranslated.ts';

const en = CATALOGUES.en;
const OTHERS = LANGUAGES.filter((l) => l !== 'en');

/** Every key path of a catalogue, with what kind of value sits there ('texts' is checked apart). */
function shape(v: unknown, path = ''): string[] {
  if (typeof v === 'function') return [`${path}: function/${(v as (...a: unknown[]) => unknown).length}`];
  if (Array.isArray(v)) return [`${path}: array/${v.length}`, ...v.flatMap((x, i) => shape(x, `${path}[${i}]`))];
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => (path === '' && k === 'texts' ? [] : shape(x, path === '' ? k : `${path}.${k}`)));
  return [`${path}: ${typeof v}`];
}

/** Calls every function of a catalogue with sample arguments of the types it takes. */
function samples(c: typeof en): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c)) {
    if (typeof v === 'string') out[k] = v;
    if (typeof v !== 'function') continue;
    const args: Record<string, unknown[]> = {
      tableOpened: ['X', true], refilled: ['pile 1', true, '7'], tableTitle: ['X', null, 7], hudStats: [1, '1:00', 2, 52],
      statsBest: ['1:00', 9], keysLine: [c.keyHelp], touchLine: [Object.values(c.touchHelp)], cardName: [1, 2], lifted: ['7', 'pile 1', 2, 'here'], pileTop: ['p', '7', 3, 1],
      goalSuitFirst: [1], goalHome: [13, 5], monthBadgeGoal: ['Gold', 60], progressRefusal: [{ kind: 'damaged', part: 'stats' }], progressImported: [1, 2, 3, 4],
    };
    out[k] = String((v as (...a: unknown[]) => unknown)(...(args[k] ?? ['X', 'Y', 3, 4])));
  }
  return out;
}

describe('six languages', () => {
  it('every catalogue has every key English has, of the same kind', () => {
    for (const lang of OTHERS) expect(shape(CATALOGUES[lang]), lang).toEqual(shape(en));
  });

  it('every catalogue says something of its own for most keys', () => {
    const english = samples(en);
    for (const lang of OTHERS) {
      const said = samples(CATALOGUES[lang]);
      for (const [k, v] of Object.entries(said)) expect(v.trim(), `${lang}.${k}`).not.toBe('');
      const same = Object.keys(said).filter((k) => said[k] === english[k] && /\p{L}{3,}/u.test(said[k]!));
      // Names and symbols that read the same (Menu, Suitcase Solitaire, 'normal', 'Animation') only.
      expect(same.length, `${lang} same as English: ${same.join(', ')}`).toBeLessThan(8);
    }
  });

  it("every game's name, blurb, rules and pile word is translated (missing ones listed)", () => {
    const texts = [...new Set(gameTexts())];
    expect(texts.length).toBeGreaterThan(20);
    expect(untranslatedGameTexts()).toEqual([]);
    // And no translation is left behind for a sentence no game says any more.
    const stale = OTHERS.flatMap((lang) => Object.keys(CATALOGUES[lang].texts).filter((t) => !texts.includes(t)).map((t) => `${lang}: ${t}`));
    expect(stale).toEqual([]);
  });

  it('counts by each language’s plural rules', () => {
    expect(CATALOGUES.en.cards(0)).toBe('0 cards');
    expect(CATALOGUES.fr.cards(0)).toBe('0 carte');
    expect(CATALOGUES.fr.cards(1)).toBe('1 carte');
    expect(CATALOGUES.fr.cards(2)).toBe('2 cartes');
    expect(CATALOGUES.pt.cards(0)).toBe('0 carta');
    expect(CATALOGUES.es.cards(0)).toBe('0 cartas');
    expect(CATALOGUES.es.cards(1)).toBe('1 carta');
    expect(CATALOGUES.de.cards(1)).toBe('1 Karte');
    expect(CATALOGUES.de.stockCount(24)).toBe('Talon: 24 Karten');
    expect(CATALOGUES.it.cards(1)).toBe('1 carta');
    expect(CATALOGUES.it.cardsHome(5)).toBe('5 carte alle basi');
    expect(CATALOGUES.es.lifted('7', 'montón 2', 1, '')).toMatch(/^7 levantada de montón 2, 1 sitio\./);
  });

  it('names cards the way each language does', () => {
    const sevenOfHearts = { rank: 7, suit: 1 };
    const said = Object.fromEntries(LANGUAGES.map((l) => [l, CATALOGUES[l].cardName(sevenOfHearts.rank, sevenOfHearts.suit)]));
    expect(said).toEqual({ en: '7 of hearts', es: '7 de corazones', pt: '7 de copas', fr: '7 de cœur', de: 'Herz 7', it: '7 di cuori' });
    expect(CATALOGUES.fr.cardName(11, 3)).toBe('valet de trèfle');
    expect(CATALOGUES.de.cardName(12, 0)).toBe('Pik Dame');
    expect(CATALOGUES.de.cardName(11, 2)).toBe('Karo Bube');
    expect(CATALOGUES.it.cardName(11, 2)).toBe('fante di quadri');
    expect(CATALOGUES.pt.cardName(1, 0)).toBe('ás de espadas');
    expect(CATALOGUES.es.cardName(13, 3)).toBe('rey de tréboles');
  });

  it('picks the first of the browser’s languages it speaks', () => {
    expect(languageOf(['pt-BR', 'en-US'])).toBe('pt');
    expect(languageOf(['ja', 'de-AT', 'fr'])).toBe('de');
    expect(languageOf(['ES_mx'])).toBe('es');
    expect(languageOf(['ja'])).toBe('en');
    expect(languageOf([])).toBe('en');
  });

  it('T switches live: callers that imported it read the language in force', () => {
    expect(language()).toBe('en');
    try {
      expect(setLanguage('fr')).toBe(true);
      expect(T.rules).toBe('Règles');
      expect(cardSpoken(card(1, 0))).toBe('as de pique');
      const id = GAME_IDS[0]!;
      expect(gameName(id)).toBe(tr(gameDef(id).name));
      expect(gameName(id)).not.toBe(gameDef(id).name);
      expect(gameRules(id)[0]).not.toBe(gameDef(id).rules[0]);
      expect(parseParams('?game=nope').error).toMatch(/^Ce lien/);
      expect(setLanguage('fr')).toBe(false);
    } finally {
      setLanguage('en');
    }
    expect(T.rules).toBe('Rules');
    expect(tr('not a known sentence')).toBe('not a known sentence');
  });

  it('a link asks for a language with ?lang=xx; anything else is ignored', () => {
    expect(parseParams('?lang=de').lang).toBe('de');
    expect(parseParams('?lang=IT').lang).toBe('it');
    expect(parseParams('?lang=xx').lang).toBeNull();
    expect(parseParams('?lang=').lang).toBeNull();
    expect(parseParams('').lang).toBeNull();
  });
});
