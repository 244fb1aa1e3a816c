/** FNV-1a, 32 bits: a stable hash so that "variety" is the same for the same input. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by the seed and the key. */
export const jitter = (seed: number, key: string) => hash(`${seed}:${key}`) / 0x1_0000_0000;

/** A seed from the answers (key order does not matter) and anything else that should vary the plan. */
export function seedOf(answers: Readonly<Record<string, unknown>>, ...more: string[]): number {
  const keys = Object.keys(answers).sort();
  return hash(JSON.stringify(keys.map((key) => [key, answers[key]])) + more.join('\u0000'));
}
