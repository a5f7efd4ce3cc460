/**
 * The game's own Phaser: only the modules it uses, taken from Phaser's sources (Phaser's
 * custom-build approach, as its phaser-core.js entry does). vite.config.ts aliases `phaser` to
 * this file for the build and the dev server; types still come from phaser's own declarations.
 *
 * To use a part of Phaser not listed here (a game object, a scene plugin, a namespace):
 *   1. import its module from `phaser-src/...` (the path under node_modules/phaser/src) below;
 *   2. put it where Phaser's namespace has it (compare node_modules/phaser/src/phaser.js);
 *   3. for a game object, import its Factory (it registers `this.add.x`) and Creator if needed;
 *      for a scene plugin (`this.time`, `this.tweens`...), import the plugin's module (it registers
 *      itself in the PluginCache);
 *   4. `npm run build` and the browser tests: a missing module fails at run time, not build time.
 * Renderer and feature switches (WebGL only, no Phaser sound) are set in vite.config.ts.
 */
import 'phaser-src/polyfills/requestVideoFrame.js';
import CONST from 'phaser-src/const.js';
import Extend from 'phaser-src/utils/object/Extend.js';

import CameraManager from 'phaser-src/cameras/2d/CameraManager.js';
import CoreEvents from 'phaser-src/core/events/index.js';
import Game from 'phaser-src/core/Game.js';
// After Game, as in Phaser's own entries: the WebGL batch handlers require this index back.
import Renderer from 'phaser-src/renderer/index.js';
import EventEmitter from 'phaser-src/events/EventEmitter.js';
import DataManagerPlugin from 'phaser-src/data/DataManagerPlugin.js';
import DisplayList from 'phaser-src/gameobjects/DisplayList.js';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator.js';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory.js';
import UpdateList from 'phaser-src/gameobjects/UpdateList.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import InputEvents from 'phaser-src/input/events/index.js';
import InputPlugin from 'phaser-src/input/InputPlugin.js';
import Pointer from 'phaser-src/input/Pointer.js';
import Clamp from 'phaser-src/math/Clamp.js';
import Scale from 'phaser-src/scale/index.js';
import Scene from 'phaser-src/scene/Scene.js';
import ScenePlugin from 'phaser-src/scene/ScenePlugin.js';
import SceneEvents from 'phaser-src/scene/events/index.js';
import TextureManager from 'phaser-src/textures/TextureManager.js';
import Clock from 'phaser-src/time/Clock.js';
import TweenManager from 'phaser-src/tweens/TweenManager.js';
import Tween from 'phaser-src/tweens/tween/Tween.js';

const Phaser = Extend(false, {
  Cameras: { Scene2D: { CameraManager } },
  Core: { Events: CoreEvents },
  Data: { DataManagerPlugin },
  Events: { EventEmitter },
  Game,
  GameObjects: { DisplayList, GameObjectCreator, GameObjectFactory, UpdateList, Graphics, Image, Text },
  Input: { Events: InputEvents, InputPlugin, Pointer },
  Math: { Clamp },
  Renderer,
  Scale,
  Scene,
  Scenes: { Events: SceneEvents, ScenePlugin },
  Textures: { TextureManager },
  Time: { Clock },
  Tweens: { TweenManager, Tween },
}, CONST);

export default Phaser;
