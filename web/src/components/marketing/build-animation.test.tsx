import { HOME_ANIMATION_PAUSE_MS, HOME_ANIMATION_STAGES_MS } from '@sitewright/core/limits';
import { act, render } from '@testing-library/react';
import { BuildAnimation, STAGES } from './build-animation';

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};
/** The step shown as in progress (its dot pings), and the progress bar's fill. */
const picture = (c: HTMLElement) => ({
  active: c.querySelector('li:has(.animate-ping)')?.textContent ?? null,
  fill: (c.querySelector('[style]') as HTMLElement).style.transform,
});

afterEach(() => { jest.useRealTimers(); });

describe('BuildAnimation (SPEC §2 Home, §9 timings)', () => {
  it('It should step through the five stages with the SPEC timings, then start over after the pause', () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    const { container } = render(<BuildAnimation />);
    expect(picture(container)).toEqual({ active: STAGES[0], fill: 'scaleX(0)' });
    act(() => { jest.advanceTimersByTime((HOME_ANIMATION_STAGES_MS[0] ?? 0) - 1); });
    expect(picture(container).active).toBe(STAGES[0]);
    act(() => { jest.advanceTimersByTime(1); });
    expect(picture(container)).toEqual({ active: STAGES[1], fill: 'scaleX(0.2)' });
    for (const ms of HOME_ANIMATION_STAGES_MS.slice(1)) act(() => { jest.advanceTimersByTime(ms); });
    expect(picture(container)).toEqual({ active: null, fill: 'scaleX(1)' });
    act(() => { jest.advanceTimersByTime(HOME_ANIMATION_PAUSE_MS); });
    expect(picture(container)).toEqual({ active: STAGES[0], fill: 'scaleX(0)' });
  });

  it('It should be a still picture with every step done under prefers-reduced-motion', () => {
    jest.useFakeTimers();
    mockReducedMotion(true);
    const { container } = render(<BuildAnimation />);
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(picture(container)).toEqual({ active: null, fill: 'scaleX(1)' });
    expect(container.querySelectorAll('li .bg-emerald-500')).toHaveLength(STAGES.length);
  });
});
