/**
 * The hosts' part in a shared deal: Poki's shareableURL and getURLParam, CrazyGames' inviteLink and
 * getInviteParam, each asked only once its SDK is up, and never waited for long; no link from the
 * page's own bridge (its address serves). A link that is late, thrown or no web address is none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCrazyGamesBridge, type CrazyGamesSDK } from '../../../src/platform/adapters/crazygames.ts';
import { hostLink } from '../../../src/platform/adapters/hub.ts';
import { createPokiBridge, type PokiSDK } from '../../../src/platform/adapters/poki.ts';
import { createHostBridge } from '../../../src/platform/host.ts';

const PARAMS = { game: 'lucky-fan', deal: '123', beat: '95.252' };
const settle = () => new Promise<void>((done) => setTimeout(done, 0));

function poki(given: Record<string, string> = {}): { sdk: PokiSDK; asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    sdk: {
      init: () => Promise.resolve(),
      gameLoadingFinished() {},
      gameplayStart() {},
      gameplayStop() {},
      commercialBreak: () => Promise.resolve(),
      shareableURL(params) {
        asked.push(params);
        return Promise.resolve(`https://poki.com/en/g/suitcase-solitaire?${new URLSearchParams(Object.entries(params).map(([k, v]) => [`gd${k}`, v])).toString()}`);
      },
      getURLParam: (name) => given[name] ?? '',
    },
  };
}

function crazy(environment: string, given: Record<string, string> = {}): { sdk: CrazyGamesSDK; asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    sdk: {
      init: () => Promise.resolve(),
      environment,
      game: {
        loadingStart() {},
        loadingStop() {},
        gameplayStart() {},
        gameplayStop() {},
        inviteLink(params) {
          if (environment === 'disabled') throw new Error('disabled');
          asked.push(params);
          return `https://www.crazygames.com/game/suitcase-solitaire?${new URLSearchParams(params).toString()}`;
        },
        getInviteParam(name) {
          if (environment === 'disabled') throw new Error('disabled');
          return given[name] ?? null;
        },
      },
      ad: { requestAd() {} },
    },
  };
}

afterEach(() => { vi.useRealTimers(); });

describe('Poki', () => {
  it("shares through shareableURL once the SDK is up, and reads the link's parameters through getURLParam", async () => {
    const { sdk, asked } = poki({ deal: '123' });
    const bridge = createPokiBridge({ PokiSDK: sdk, location: { search: '' } });
    await settle();
    expect(await bridge.shareLink(PARAMS)).toBe('https://poki.com/en/g/suitcase-solitaire?gdgame=lucky-fan&gddeal=123&gdbeat=95.252');
    expect(asked).toEqual([PARAMS]);
    expect(bridge.linkParam('deal')).toBe('123');
    expect(bridge.linkParam('beat')).toBeNull();
  });

  it('before the SDK is up, makes no link of its own and reads what getURLParam would: the gd-prefixed parameters of the page', async () => {
    const bridge = createPokiBridge({ location: { search: '?gdgame=rouge-forty&gddeal=7' } });
    expect(await bridge.shareLink(PARAMS)).toBeNull();
    expect(bridge.linkParam('game')).toBe('rouge-forty');
    expect(bridge.linkParam('deal')).toBe('7');
    expect(bridge.linkParam('beat')).toBeNull();
  });
});

describe('CrazyGames', () => {
  it('shares through inviteLink once the SDK is up, and reads the parameters through getInviteParam', async () => {
    const { sdk, asked } = crazy('local', { game: 'lucky-fan', beat: '95.252' });
    const bridge = createCrazyGamesBridge({ CrazyGames: { SDK: sdk } });
    await bridge.ready;
    expect(await bridge.shareLink(PARAMS)).toBe('https://www.crazygames.com/game/suitcase-solitaire?game=lucky-fan&deal=123&beat=95.252');
    expect(asked).toEqual([PARAMS]);
    expect(bridge.linkParam('beat')).toBe('95.252');
    expect(bridge.linkParam('deal')).toBeNull();
  });

  it('where the SDK is disabled, asks it nothing: no link, no parameters', async () => {
    const { sdk, asked } = crazy('disabled', { game: 'lucky-fan' });
    const bridge = createCrazyGamesBridge({ CrazyGames: { SDK: sdk } });
    await bridge.ready;
    expect(await bridge.shareLink(PARAMS)).toBeNull();
    expect(bridge.linkParam('game')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe("the page's own bridge", () => {
  it('makes no link and hands over no parameter: the page reads its own address', async () => {
    const bridge = createHostBridge({ parent: null, addEventListener() {}, removeEventListener() {} });
    expect(await bridge.shareLink(PARAMS)).toBeNull();
    expect(bridge.linkParam('game')).toBeNull();
  });
});

describe("a portal's link", () => {
  it('is none when the call throws, rejects, or gives no web address', async () => {
    expect(await hostLink(() => { throw new Error('no'); }, PARAMS)).toBeNull();
    expect(await hostLink(() => Promise.reject(new Error('no')), PARAMS)).toBeNull();
    expect(await hostLink(() => 'javascript:alert(1)', PARAMS)).toBeNull();
    expect(await hostLink(() => '', PARAMS)).toBeNull();
    expect(await hostLink(undefined, PARAMS)).toBeNull();
    expect(await hostLink(() => 'https://example.org/x', PARAMS)).toBe('https://example.org/x');
  });

  it('is none when it has not come within two seconds: the player pressed Share and waits', async () => {
    vi.useFakeTimers();
    const late = hostLink(() => new Promise<string>(() => undefined), PARAMS);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await late).toBeNull();
  });
});
