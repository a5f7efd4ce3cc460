/**
 * Which Chromium the browser tests and the benchmarks drive, and with which switches: Debian's
 * Chromium through playwright-core (never a downloaded browser), its WebGL drawn by Mesa's llvmpipe.
 *
 * Headless Chromium draws WebGL on the CPU. Its own software path (ANGLE on SwiftShader's Vulkan)
 * spends most of a test run's CPU time reading each frame back for the compositor; ANGLE on EGL
 * with Mesa's llvmpipe draws the same frames far cheaper. Where Mesa is missing Chromium falls back
 * to SwiftShader by itself: the tests pass, slower (scripts/check-browser.ts says so).
 */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  // Mesa's software GL: headless Chromium blocks every GL driver unless told otherwise.
  '--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist',
  // With WebGL on the CPU anyway, the page's own layers and 2D canvases (the game's text) are
  // cheaper drawn and composited by Skia on the CPU than sent through the software GL driver.
  '--disable-gpu-compositing', '--disable-accelerated-2d-canvas',
];

/** The Debian packages that give Chromium Mesa's llvmpipe (EGL and the software GL driver). */
export const MESA_PACKAGES = ['libegl-mesa0', 'libgl1-mesa-dri'] as const;

/** Debian's Chromium, launched for this process alone (`args` on top of CHROMIUM_ARGS). */
export function launchChromium(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });
}

/** What draws WebGL in this Chromium (the unmasked renderer string), or null when it has no WebGL. */
export async function webglRenderer(browser: Browser): Promise<string | null> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
    });
  } finally {
    await page.close();
  }
}
