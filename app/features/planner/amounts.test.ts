import { describe, expect, it } from 'vitest';
import { solveAmounts } from './amounts';

describe('solveAmounts', () => {
  it('finds amounts that meet energy and a carbohydrate band, within the bounds', () => {
    // Rice (1.30 kcal, 0.28 g carbohydrate per g) and chicken breast (1.65 kcal, 0 g).
    const kcal = [1.3, 1.65];
    const carbs = [0.28, 0];
    const x = solveAmounts(
      [300, 100],
      [10, 10],
      [300, 300],
      [
        { perGram: kcal, low: 588, high: 612 },
        { perGram: carbs, low: 40, high: 55 },
      ],
    );
    expect(x.met).toBe(true);
    const [rice, chicken] = x.amounts;
    expect(1.3 * rice! + 1.65 * chicken!).toBeGreaterThanOrEqual(588 - 1e-6);
    expect(0.28 * rice!).toBeLessThanOrEqual(55 + 1e-6);
    expect(chicken).toBeLessThanOrEqual(300);
  });

  it('says so when the limits cannot all be met', () => {
    const x = solveAmounts([100], [10], [200], [{ perGram: [1.3], low: 600, high: 620 }]);
    expect(x).toMatchObject({ met: false, worst: { index: 0, over: false } });
  });
});
