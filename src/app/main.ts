/**
 * The page: one Phaser game (WebGL) filling the window at the device's resolution, the five
 * scenes, the page's language and sound following the player's settings, the portal's host, and
 * the test hook when the URL asks for it.
 */
import Phaser from 'phaser';
import { sounds } from '../audio/sounds.ts';
import { createPortalBridge } from '../platform/adapters/index.ts';
import { registerOffline } from '../platform/offline.ts';
import { browserLanguage, pageParams, readLinksFrom } from '../platform/params.ts';
import { installPortal } from '../platform/portal.ts';
import { drawsInSoftware } from '../platform/renderer.ts';
import { noticeWords, onStorageNotice, pageRecords, useStorageBackend } from '../platform/saves.ts';
import { scoreClient, sendWhenOnline } from '../platform/scores.ts';
import { shareThrough } from '../platform/share.ts';
import { noticeKeyboard, trackViewport } from '../platform/viewport.ts';
import { BootScene } from '../scenes/BootScene.ts';
import { MenuScene } from '../scenes/MenuScene.ts';
import { PanelScene } from '../scenes/PanelScene.ts';
import { ResultsScene } from '../scenes/ResultsScene.ts';
import { TableScene } from '../scenes/TableScene.ts';
import { setLanguage } from '../text/index.ts';
import { holdAnswers, labelCanvas, placeToastAgain, toast, toastsAvoid } from '../view/kit/dom.ts';
import { buttonsShown, wordsShown } from './onScreen.ts';
import { drawOnChange } from '../view/kit/drawOnChange.ts';
import { followSettings } from '../view/kit/settings.ts';
import { installTestHook } from './testHook.ts';
import { keepTestLogs } from '../testLog.ts';

const params = pageParams();
if (params.test) keepTestLogs();

const parent = document.getElementById('game') ?? document.body;

// No long-press menu, pinch zoom or double-tap zoom on the game (CSS covers scroll and selection).
document.addEventListener('contextmenu', (e) => { e.preventDefault(); });
document.addEventListener('gesturestart', (e) => { e.preventDefault(); });
document.addEventListener('dblclick', (e) => { e.preventDefault(); });
// Nothing of the game is dragged by the browser: not even a dialog's words, which may be selected
// to copy them. While such a drag lasts the page hears no touch, so two fingers become the
// browser's pinch, which in a portal's frame zooms the portal's page (trust-touch.test.ts).
document.addEventListener('dragstart', (e) => { e.preventDefault(); });

/**
 * The view, the language and the sound follow the player's settings in the page's one records
 * store, whichever tab changes them; a `?lang=xx` link wins for this visit, until the player picks
 * a language here (the store keeps that). The storage's notices reach the player.
 */
function followRecords(): void {
  const records = pageRecords();
  const applyLanguage = (): void => {
    const chosen = records.settings().language;
    if (!setLanguage(records.visitLanguage() ?? (chosen === 'auto' ? browserLanguage() : chosen))) return;
    // The canvas's accessible name follows the language (the scenes redraw their own words).
    const canvas = document.querySelector('canvas');
    if (canvas) labelCanvas(canvas);
  };
  records.onSettings((s) => {
    sounds.setMuted(!s.soundOn);
    applyLanguage();
  });
  sounds.setMuted(!records.settings().soundOn);
  applyLanguage();
  // After the language: a view that draws again on a change draws in the language now in force.
  followSettings(records);
  // Last, once the language is in force: the notices held until now (damaged settings among them) are said in it.
  onStorageNotice((notice) => { toast(noticeWords(notice)); });
}

// The host's bridge first: a portal's SDK may need to start (and bring the player's data) before the game.
const bridge = createPortalBridge(window);
// A shared deal's link is the portal's where it makes one, and so are the parameters a link hands the game.
readLinksFrom((name) => bridge.linkParam(name));
shareThrough(bridge);

function start(): void {
  followRecords();
  const game = new Phaser.Game({
    type: Phaser.WEBGL,
    parent,
    // The felt is the CSS background behind the canvas (view/kit/felt.ts).
    transparent: true,
    width: parent.clientWidth || window.innerWidth,
    height: parent.clientHeight || window.innerHeight,
    // Sized by platform/viewport.ts at device resolution (RESIZE mode would render at CSS resolution).
    scale: { mode: Phaser.Scale.NONE, autoRound: true },
    disableContextMenu: true,
    banner: false,
    // The wheel is left to platform/scrollGuard.ts: an unfocused game must let a host page scroll.
    input: { activePointers: 3, windowEvents: true, mouse: { preventDefaultWheel: false } },
    // One texture per batch: the cards are one atlas (Phaser bug #7372), and each further texture
    // count is one more shader to compile before the first frame (the menu's labels are many textures).
    // Multisampled on a graphics card; not where WebGL is drawn in software (platform/renderer.ts).
    render: { antialias: true, antialiasGL: !drawsInSoftware(), powerPreference: 'high-performance', maxTextures: 1 },
    // Sound is Howler's (src/audio); Phaser's own audio context would only compete with it.
    audio: { noAudio: true },
    scene: [BootScene, MenuScene, TableScene, ResultsScene, PanelScene],
  });

  // The canvas exists from BOOT on, before any scene is created (a page already parsed boots at once).
  noticeKeyboard(window);
  if (game.isBooted) trackViewport(game, parent);
  else game.events.once(Phaser.Core.Events.BOOT, () => trackViewport(game, parent));
  const frames = drawOnChange(game, params.everyFrame);
  toastsAvoid(() => buttonsShown(game).map((b) => b.rect), () => wordsShown(game).map((w) => w.rect));
  // Every screen lays itself out again on a resize (in the same emit): the toast follows once they have.
  game.scale.on(Phaser.Scale.Events.RESIZE, () => { queueMicrotask(placeToastAgain); });
  if (params.test) installTestHook(game, frames);
  // A dialog answered while the host pauses the game takes effect on resume: nothing changes meanwhile.
  installPortal(game, sounds, bridge).onPause(holdAnswers);
  registerOffline();
  // Results that waited for the score server go now, and whenever the device comes back online.
  const scores = scoreClient();
  if (scores) sendWhenOnline(scores);
}

if (bridge.ready) void bridge.ready.then(() => {
  const portalStorage = bridge.storage();
  if (portalStorage) useStorageBackend(portalStorage);
  start();
});
else start();
