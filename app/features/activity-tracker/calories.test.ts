import { describe, expect, it } from 'vitest';
import { exerciseById } from '~/features/exercise-library';
import { estimateKcal, kcalOf, minutesOfItem, weightKgOf } from './calories';

describe('calories from MET values', () => {
  it('follow kcal = MET × 3.5 × kg / 200 × minutes', () => {
    expect(kcalOf(3.8, 70, 30)).toBeCloseTo(139.65, 10);
    expect(kcalOf(8, 82, 10)).toBeCloseTo(114.8, 10);
    expect(kcalOf(5, 60, 0)).toBe(0);
  });

  it('time a planned exercise by its sets, repetitions and rests as the planner does', () => {
    const squat = exerciseById('squat')!;
    const item = {
      id: 'squat',
      name: 'Squat',
      description: '',
      time: '07:00',
      duration: '4 min',
      counts: [12, 12, 12],
    };
    // 36 repetitions at 3 s and two rests of the library's squat.
    const minutes = (36 * 3 + 2 * squat.restSeconds) / 60;
    expect(minutesOfItem(item)).toBeCloseTo(minutes, 10);
    expect(estimateKcal(item, 82)).toBeCloseTo(((squat.met * 3.5 * 82) / 200) * minutes, 10);
  });

  it('time a timed exercise by its seconds per set', () => {
    const plank = exerciseById('bear-crawl')!;
    expect(plank.measure).toBe('seconds');
    const item = {
      id: 'bear-crawl',
      name: 'x',
      description: '',
      time: '07:00',
      duration: '2 min',
      counts: [20, 20],
    };
    expect(minutesOfItem(item)).toBeCloseTo((40 + plank.restSeconds) / 60, 10);
  });

  it('find an exercise by its name in another language when the plan has no id', () => {
    const item = { name: 'Sentadilla', description: '', time: '07:00', duration: '3 min', counts: [10] };
    expect(estimateKcal(item, 70)).toBeCloseTo(((exerciseById('squat')!.met * 3.5 * 70) / 200) * 0.5, 10);
  });

  it('give no estimate without the weight or a known MET; a plan without sets uses its stated minutes', () => {
    const unknown = { name: 'Juggling on a unicycle', description: '', time: '07:00', duration: '15 min' };
    expect(minutesOfItem(unknown)).toBe(15);
    expect(estimateKcal(unknown, 70)).toBeNull();
    expect(estimateKcal({ ...unknown, id: 'squat', counts: [12] }, null)).toBeNull();
  });

  it('read the weight answer in kilograms, pounds converted', () => {
    expect(weightKgOf([82, 'kg'])).toBe(82);
    expect(weightKgOf([200, 'lb'])).toBeCloseTo(90.718474, 6);
    expect(weightKgOf(undefined)).toBeNull();
    expect(weightKgOf(['heavy'])).toBeNull();
  });
});
