/**
 * What ties the stored settings and the storage's notices to the view and the sound: the platform
 * reports through callbacks, and this, the one place above all three, listens. Boot calls it once.
 */
import { sounds } from '../audio/sounds.ts';
import type { Settings } from '../engine/settings.ts';
import { pageParams } from '../platform/params.ts';
import { changeSettings, onSettings, onStorageNotice, settings } from '../platform/saves.ts';
import { toast } from '../view/dom.ts';
import { type Speed, updateViewSettings } from '../view/settings.ts';

const SPEED_OF: Readonly<Record<Settings['animationSpeed'], Speed>> = { off: 'instant', fast: 'fast', normal: 'normal', slow: 'slow' };

/** Applies the settings to the view and the sound; the URL's speed (tests) wins over the stored one. */
function applySettings(s: Settings): void {
  const urlSpeed = pageParams().speed;
  updateViewSettings({ speed: urlSpeed ?? SPEED_OF[s.animationSpeed], fourColour: s.fourColour, back: s.cardBack, leftHanded: s.leftHanded });
  if (sounds.isMuted() === s.soundOn) sounds.setMuted(!s.soundOn);
}

let wired = false;

/** Applies the stored settings now and on every change; keeps the sound setting in step with the mute button. */
export function wireSettings(): void {
  if (wired) return;
  wired = true;
  onStorageNotice((notice) => { toast(notice); });
  // First of the settings' listeners: the view has the new settings before any scene hears of them.
  onSettings((s) => { applySettings(s); });
  applySettings(settings());
  sounds.onMuteChange((muted) => {
    if (settings().soundOn === muted) changeSettings({ soundOn: !muted });
  });
}
