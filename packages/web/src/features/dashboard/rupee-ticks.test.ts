import { describe, expect, it } from 'vitest';
import { rupeeTicks } from './rupee-ticks';

describe('the collections chart axis', () => {
  it('has no marks when nothing was collected', () => {
    expect(rupeeTicks(0)).toEqual([]);
  });

  it('steps in whole rupees, never in fractions, however small the largest month', () => {
    expect(rupeeTicks(3)).toEqual([0, 1, 2, 3]);
    expect(rupeeTicks(1)).toEqual([0, 1]);
  });

  it('takes steps of 1, 2 or 5 times a power of ten, up to the first mark over the largest month', () => {
    expect(rupeeTicks(650)).toEqual([0, 200, 400, 600, 800]);
    expect(rupeeTicks(7450)).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(rupeeTicks(9650)).toEqual([0, 5000, 10000]);
    expect(rupeeTicks(1_250_000)).toEqual([0, 500000, 1000000, 1500000]);
  });
});
