/**
 * A score for CrazyGames' leaderboard as its SDK takes it from a game without a server of its own
 * (docs.crazygames.com, "Leaderboards — Client-only games"): the score's decimal text sealed with
 * AES-GCM under the game's encryption key (32 bytes, base64, set in the portal), the 12-byte IV
 * first, the whole in base64. The key ships in the game, so this only makes tampering harder: the
 * boards no score can fake are the score server's (docs/scores.md).
 */

/** A key the portal can take: base64 of exactly 32 bytes, or null. */
export function scoreKeyBytes(key: string | undefined): Uint8Array<ArrayBuffer> | null {
  if (!key) return null;
  let raw: string;
  try {
    raw = atob(key);
  } catch {
    return null;
  }
  return raw.length === 32 ? Uint8Array.from(raw, (c) => c.charCodeAt(0)) : null;
}

/** `score` sealed under `key` (scoreKeyBytes), as the SDK's submitScore takes it. */
export async function encryptScore(score: number, key: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const algorithm = { name: 'AES-GCM', iv };
  const cryptoKey = await subtle.importKey('raw', key, algorithm, false, ['encrypt']);
  const sealed = new Uint8Array(await subtle.encrypt(algorithm, cryptoKey, new TextEncoder().encode(String(score))));
  const combined = new Uint8Array(iv.length + sealed.length);
  combined.set(iv);
  combined.set(sealed, iv.length);
  return btoa(String.fromCharCode(...combined));
}
