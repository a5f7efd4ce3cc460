import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '../../../src/platform/renderer.ts';

describe('a software WebGL renderer', () => {
  it('is told by the names browsers give SwiftShader, llvmpipe and the Basic Render Driver', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Google SwiftShader',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'softpipe',
    ]) expect(isSoftwareRenderer(name), name).toBe(true);
  });

  it('is not a graphics card, nor a masked name', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple GPU',
      'Adreno (TM) 640',
      'Mali-G78',
      'WebKit WebGL',
    ]) expect(isSoftwareRenderer(name), name).toBe(false);
  });
});
