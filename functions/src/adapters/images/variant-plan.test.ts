import { planVariants, slotFileName } from './variant-plan';
import { fitAspect, orientationOf, wantedWidth } from './wanted';

describe('variant plan', () => {
  it('It should keep the standard widths the crop fills, up to the one covering twice the slot', () => {
    expect(planVariants({ width: 4000, height: 3000 }, { width: 1200, height: 675 }).sizes)
      .toEqual([{ width: 480, height: 270 }, { width: 960, height: 540 }, { width: 1600, height: 900 }]);
    expect(planVariants({ width: 4000, height: 3000 }, { width: 300, height: 300 }).sizes.map((s) => s.width)).toEqual([480, 960]);
    expect(planVariants({ width: 4000, height: 3000 }, { width: 200, height: 100 }).sizes.map((s) => s.width)).toEqual([480]);
  });

  it('It should add the crop width between standard widths and never exceed it', () => {
    expect(planVariants({ width: 1200, height: 1200 }, { width: 1000, height: 500 }))
      .toEqual({ crop: { width: 1200, height: 600 }, sizes: [{ width: 480, height: 240 }, { width: 960, height: 480 }, { width: 1200, height: 600 }] });
    expect(planVariants({ width: 300, height: 900 }, { width: 600, height: 400 }).sizes).toEqual([{ width: 300, height: 200 }]);
  });

  it('It should reduce a slot id to [a-z0-9-] for file names', () => {
    expect(slotFileName('Work 2')).toBe('work-2');
    expect(slotFileName('Café/../Über_uns!')).toBe('cafe-uber-uns');
    expect(slotFileName('---')).toBe('image');
    expect(slotFileName('x'.repeat(60))).toHaveLength(40);
  });

  it('It should size requests from the slot: twice its width within 480–1600, orientation and the largest crop', () => {
    expect([wantedWidth({ width: 100 }), wantedWidth({ width: 320 }), wantedWidth({ width: 1200 })]).toEqual([480, 640, 1600]);
    expect([orientationOf({ width: 16, height: 9 }), orientationOf({ width: 3, height: 4 }), orientationOf({ width: 11, height: 10 })])
      .toEqual(['landscape', 'portrait', 'square']);
    expect(fitAspect({ width: 2000, height: 1400 }, 16 / 9, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitAspect({ width: 2000, height: 1400 }, 3 / 4)).toEqual({ width: 1050, height: 1400 });
  });
});
