/**
 * How vite.config.ts builds the game's own Phaser (src/phaser/custom.js) from Phaser's sources:
 * `phaser` resolves to that entry, `phaser-src/...` to node_modules/phaser/src/..., and Phaser's
 * build-time feature switches (webpack's DefinePlugin in Phaser's own build) are set here, so the
 * Canvas renderer, Phaser's sound and the WebGL debugger are left out.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Real paths: the bundler sees modules by them, also when node_modules is a link.
const PHASER_SRC = `${realpathSync(fileURLToPath(new URL('../../node_modules/phaser/src/', import.meta.url)))}/`;
const ENTRY = fileURLToPath(new URL('./custom.js', import.meta.url));

/** `typeof FLAG` in Phaser's sources: true keeps a feature, false drops it (and what it requires). */
export const PHASER_FEATURES = {
  WEBGL_RENDERER: true,
  CANVAS_RENDERER: false,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
} as const;

/**
 * Modules that Phaser's own modules require but this game never reaches at run time: each is
 * replaced by a stand-in that throws if it is ever called, naming itself. Paths under
 * node_modules/phaser/src. To use one (a Filter, a TileSprite, lights), take it off this list.
 */
export const PHASER_LEFT_OUT = [
  // Namespaces only (every shader and render node): the renderer requires what it uses directly.
  'renderer/webgl/index.js',
  // Filters (camera and game-object effects), lights and tilemaps (the TextureManager makes a TileSprite at boot).
  ...[
    'Barrel', 'Blend', 'Blocky', 'Blur', 'BlurHigh', 'BlurLow', 'BlurMed', 'Bokeh', 'ColorMatrix', 'CombineColorMatrix',
    'Displacement', 'Glow', 'GradientMap', 'ImageLight', 'Key', 'Mask', 'NormalTools', 'PanoramaBlur', 'ParallelFilters',
    'Pixelate', 'Quantize', 'Sampler', 'Shadow', 'Threshold', 'Vignette', 'Wipe',
  ].map((f) => `renderer/webgl/renderNodes/filters/Filter${f}.js`),
  // Their controllers, which a camera's or game object's filter list makes only when asked for one.
  ...[
    'Barrel', 'Blend', 'Blocky', 'Blur', 'Bokeh', 'ColorMatrix', 'CombineColorMatrix', 'Displacement', 'Glow', 'GradientMap',
    'ImageLight', 'Key', 'Mask', 'NormalTools', 'PanoramaBlur', 'Pixelate', 'Quantize', 'Sampler', 'Shadow', 'Threshold',
    'Vignette', 'Wipe',
  ].map((f) => `filters/${f}.js`),
  // Texture parsers for atlases, sprite sheets and compressed textures: the game draws its own
  // textures on canvases and loads none (the Image and Canvas parsers stay).
  ...['AtlasXML', 'JSONArray', 'JSONHash', 'KTXParser', 'PCT', 'PCTDecode', 'PVRParser', 'SpriteSheet', 'SpriteSheetFromAtlas', 'UnityYAML']
    .map((f) => `textures/parsers/${f}.js`),
  // Render nodes only tile sprites, ropes and meshes ask for (nodes are made when a game object
  // first asks for them by name): the game draws none of these. (The win's trails are a dynamic texture.)
  'renderer/webgl/renderNodes/BatchHandlerTileSprite.js',
  'renderer/webgl/renderNodes/submitter/SubmitterTileSprite.js',
  'renderer/webgl/renderNodes/texturer/TexturerTileSprite.js',
  'renderer/webgl/renderNodes/transformer/TransformerTileSprite.js',
  'renderer/webgl/renderNodes/BatchHandlerStrip.js',
  'renderer/webgl/renderNodes/BatchHandlerTri.js',
  'renderer/webgl/renderNodes/submitter/SubmitterMeshToQuad.js',
  'renderer/webgl/renderNodes/BatchHandlerPointLight.js',
  'renderer/webgl/renderNodes/submitter/SubmitterTile.js',
  'renderer/webgl/renderNodes/submitter/SubmitterTilemapGPULayer.js',
  'renderer/webgl/renderNodes/transformer/TransformerTile.js',
] as const;

const LEFT_OUT = new Set<string>(PHASER_LEFT_OUT.map((p) => PHASER_SRC + p));

/**
 * Modules that Phaser's own modules require for a member or two: each is replaced by a module
 * with those members alone. The game's config seeds `Math.RND` with `Math.RandomDataGenerator` and
 * the tween config reads `Math.RND`; the game uses no other member of the Math namespace (noise,
 * Euler angles, the helpers), which otherwise all come in with it.
 */
const SLIM = new Map<string, string>([
  [`${PHASER_SRC}math/index.js`, "var RandomDataGenerator = require('./random-data-generator/RandomDataGenerator');\nmodule.exports = { RandomDataGenerator: RandomDataGenerator, RND: new RandomDataGenerator() };"],
  // The game plays no sprite animation: the game's animation manager is made and never used.
  [`${PHASER_SRC}animations/AnimationManager.js`, 'module.exports = function AnimationManager(game) { this.game = game; };'],
  // The Texture Manager makes a TileSprite at boot for repeating a dynamic texture's fill, which
  // the game never asks for: the real one would make its render nodes at boot.
  [`${PHASER_SRC}gameobjects/tilesprite/TileSprite.js`, "function TileSprite() {}\nTileSprite.prototype.setOrigin = function () { return this; };\nTileSprite.prototype.destroy = function () {};\nmodule.exports = TileSprite;"],
]);

/** A stand-in for a left-out module: requiring it is harmless, using it says what to change. */
function standIn(path: string): string {
  const name = JSON.stringify(path.slice(PHASER_SRC.length));
  return `function LeftOut() { throw new Error('Phaser module ' + ${name} + ' is left out of this build: see src/phaser/build.ts'); }
module.exports = LeftOut;`;
}

export const phaserAliases = [
  { find: /^phaser$/, replacement: ENTRY },
  { find: /^phaser-src\//, replacement: PHASER_SRC },
];

const FLAG = new RegExp(`typeof (${Object.keys(PHASER_FEATURES).join('|')})\\b`, 'g');

/** Replaces `typeof FLAG` by its switch in Phaser's sources, before the bundler reads their requires. */
export function phaserFeatures(): Plugin {
  return {
    name: 'suitcase-phaser-features',
    enforce: 'pre',
    load(id) {
      return LEFT_OUT.has(id) ? standIn(id) : (SLIM.get(id) ?? null);
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC) || !code.includes('typeof ')) return null;
      const out = code.replace(FLAG, (_m, flag: keyof typeof PHASER_FEATURES) => String(PHASER_FEATURES[flag]));
      return out === code ? null : { code: out, map: null };
    },
  };
}
