/**
 * CrazyGames' leaderboard from the game (SDK v3, user.submitScore, for games the portal invited):
 * a daily deal won goes there as its moves, sealed with AES-GCM under the build's key as the
 * portal's docs say (the portal reads it back with the same key: so does this test); nothing goes
 * without a sound key, where the SDK is disabled, or where it has no submitScore; a failed
 * submission changes nothing. Poki's bridge has no leaderboard at all.
 */
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type CrazyGamesSDK, createCrazyGamesBridge } from '../../../src/platform/adapters/crazygames.ts';
import { encryptScore, scoreKeyBytes } from '../../../src/platform/adapters/crazyScore.ts';
import { createPokiBridge } from '../../../src/platform/adapters/poki.ts';

const KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 3)).toString('base64');
/** Time for a submission that was not going to come to have come. */
const settle = () => new Promise<void>((done) => setTimeout(done, 200));

/** What the portal does with a sealed score: the IV first, then AES-GCM under the key. */
async function unseal(sealed: string, key: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64');
  const k = await webcrypto.subtle.importKey('raw', Buffer.from(key, 'base64'), { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, k, bytes.subarray(12));
  return new TextDecoder().decode(plain);
}

function crazy(environment: string, o: { submit?: boolean; fails?: boolean } = {}): { sdk: CrazyGamesSDK; sent: { encryptedScore: string; score: number }[] } {
  const sent: { encryptedScore: string; score: number }[] = [];
  const nothing = () => undefined;
  return {
    sent,
    sdk: {
      init: () => Promise.resolve(),
      environment,
      game: { loadingStart: nothing, loadingStop: nothing, gameplayStart: nothing, gameplayStop: nothing },
      ad: { requestAd: nothing },
      ...(o.submit === false ? {} : {
        user: {
          submitScore(s: { encryptedScore: string; score: number }) {
            sent.push(s);
            return o.fails === true ? Promise.reject(new Error('not invited')) : Promise.resolve();
          },
        },
      }),
    },
  };
}

describe("CrazyGames' leaderboard", () => {
  it('takes a daily deal won as its moves, sealed under the build\'s key as the portal reads it', async () => {
    const { sdk, sent } = crazy('crazygames');
    const bridge = createCrazyGamesBridge({ CrazyGames: { SDK: sdk } }, KEY);
    await bridge.ready;
    bridge.dailyWon?.(89);
    await vi.waitFor(() => { expect(sent.map((s) => s.score)).toEqual([89]); });
    expect(await unseal(sent[0]!.encryptedScore, KEY)).toBe('89');
    // A fresh IV each time: the same score never seals the same.
    const again = await encryptScore(89, scoreKeyBytes(KEY)!);
    expect(again).not.toBe(sent[0]!.encryptedScore);
    expect(await unseal(again, KEY)).toBe('89');
  });

  it('sends nothing without a sound key, where the SDK is disabled, or where it has no submitScore', async () => {
    for (const [environment, key, submit] of [['crazygames', undefined, true], ['crazygames', 'c2hvcnQ=', true], ['crazygames', 'not base64!', true], ['disabled', KEY, true], ['crazygames', KEY, false]] as const) {
      const { sdk, sent } = crazy(environment, { submit });
      const bridge = createCrazyGamesBridge({ CrazyGames: { SDK: sdk } }, key);
      await bridge.ready;
      expect(() => bridge.dailyWon?.(50)).not.toThrow();
      await settle();
      expect(sent, `${environment} ${String(key)} ${String(submit)}`).toEqual([]);
    }
    expect(scoreKeyBytes(KEY)?.length).toBe(32);
    expect(scoreKeyBytes(Buffer.alloc(16).toString('base64'))).toBeNull();
  });

  it('goes on as before when the portal refuses the score', async () => {
    const { sdk, sent } = crazy('crazygames', { fails: true });
    const bridge = createCrazyGamesBridge({ CrazyGames: { SDK: sdk } }, KEY);
    await bridge.ready;
    bridge.dailyWon?.(70);
    await vi.waitFor(() => { expect(sent).toHaveLength(1); });
    await settle();
    expect(await bridge.shareLink({ game: 'lucky-fan' })).toBeNull();
  });

  it('is none on Poki', () => {
    expect('dailyWon' in createPokiBridge({})).toBe(false);
  });
});
