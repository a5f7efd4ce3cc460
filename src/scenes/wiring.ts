/**
 * What ties the stored settings and the storage's notices to the view and the sound: the platform
 * reports through callbacks, and this, the one place above all three, listens. Boot calls it once.
 */
import { sounds } from '../audio/sounds.ts';
import type { Settings } from '../engine/settings.ts';
import { browserLanguage, pageParams } from '../platform/params.ts';
import { changeSettings, noticeWords, onSettings, onStorageNotice, settings } from '../platform/saves.ts';
import { setLanguage } from '../text/index.ts';
import { labelCanvas, toast } from '../view/dom.ts';
import { type Speed, updateViewSettings } from '../view/settings.ts';

const SPEED_OF: Readonly<Record<Settings['animationSpeed'], Speed>> = { off: 'instant', fast: 'fast', normal: 'normal', slow: 'slow' };

/** The language in force: the setting's, or the browser's when it says 'auto'. */
function applyLanguage(s: Settings): void {
  if (setLanguage(s.language === 'auto' ? browserLanguage() : s.language)) relabel();
}

/** The canvas's accessible name follows the language (the scenes redraw their own words). */
function relabel(): void {
  const canvas = typeof document === 'undefined' ? null : document.querySelector('canvas');
  if (canvas) labelCanvas(canvas);
}

/** Applies the settings to the view and the sound; the URL's speed (tests) wins over the stored one. */
function applySettings(s: Settings): void {
  const urlSpeed = pageParams().speed;
  updateViewSettings({ speed: urlSpeed ?? SPEED_OF[s.animationSpeed], fourColour: s.fourColour, back: s.cardBack, face: s.faceStyle, felt: s.felt, leftHanded: s.leftHanded });
  if (sounds.isMuted() === s.soundOn) sounds.setMuted(!s.soundOn);
}

let wired = false;

/** Applies the stored settings now and on every change; keeps the sound setting in step with the mute button. */
export function wireSettings(): void {
  if (wired) return;
  wired = true;
  // First of the settings' listeners: the view has the new settings before any scene hears of them.
  onSettings((s, before) => {
    applySettings(s);
    if (s.language !== before.language) applyLanguage(s);
  });
  applySettings(settings());
  // A `?lang=xx` link wins for this visit, until the player picks a language in the settings.
  const urlLang = pageParams().lang;
  if (urlLang !== null) {
    if (setLanguage(urlLang)) relabel();
  } else applyLanguage(settings());
  // Last, once the language is in force: the notices held until now (damaged settings among them) are said in it.
  onStorageNotice((notice) => { toast(noticeWords(notice)); });
  sounds.onMuteChange((muted) => {
    if (settings().soundOn === muted) changeSettings({ soundOn: !muted });
  });
}
