/**
 * Whether the browser draws WebGL without a graphics card: SwiftShader, Mesa's llvmpipe or
 * softpipe, Windows' Basic Render Driver (a virtual machine, a remote desktop, a blocklisted
 * driver). There resolving a multisampled canvas costs about as much as drawing the frame, so the
 * game draws without multisampling: twice the frames for slightly harder edges on a turning card.
 * A graphics card keeps it.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|lavapipe|basic render|software/i;
/** What Chromium and Safari answer to RENDERER, the real name left to the debug extension. */
const MASKED = /^webkit webgl$/i;

/** Whether a WebGL renderer's name is a software renderer's. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

/** Whether this browser's WebGL is drawn in software; false when it cannot tell or has no WebGL. */
export function drawsInSoftware(): boolean {
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return false;
  try {
    let name: unknown = gl.getParameter(gl.RENDERER);
    // Firefox answers RENDERER plainly and warns that the extension is going away: ask it only when masked.
    if (typeof name === 'string' && MASKED.test(name)) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      if (info) name = gl.getParameter(info.UNMASKED_RENDERER_WEBGL);
    }
    return typeof name === 'string' && isSoftwareRenderer(name);
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
