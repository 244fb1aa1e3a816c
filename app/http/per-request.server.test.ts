import { describe, expect, it, vi } from 'vitest';
import { oncePerRequest } from './per-request.server';

describe('oncePerRequest', () => {
  it('reads once for the loaders of one request, and again for the next request', async () => {
    const load = vi.fn(() => Promise.resolve(['Metformin']));
    const first = {};
    const [a, b] = await Promise.all([
      oncePerRequest(first, 'recent-doses:1', load),
      oncePerRequest(first, 'recent-doses:1', load),
    ]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await oncePerRequest({}, 'recent-doses:1', load);
    await oncePerRequest(first, 'recent-doses:2', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
