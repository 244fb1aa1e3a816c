import { describe, expect, it } from 'vitest';
import { measureFrame } from './form-checks';
import { jointAngle } from './landmarks';
import { lungePose, pushUpPose, squatPose } from './synthetic-poses.test-helper';

describe('joint angles', () => {
  it('measures a right angle, a straight line and a degenerate joint', () => {
    expect(jointAngle({ x: 0, y: 1 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(90);
    expect(jointAngle({ x: -1, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(180);
    expect(jointAngle({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBe(180);
  });
});

describe('form checks', () => {
  it('reads the knee angle of a squat and the elbow angle of a push-up', () => {
    expect(measureFrame('squat', squatPose(95))?.angle).toBeCloseTo(95);
    expect(measureFrame('push-up', pushUpPose(95))?.angle).toBeCloseTo(95);
    expect(measureFrame('lunge', lungePose(95))?.angle).toBeCloseTo(95);
  });

  it('flags knees past the toes only in a bent squat', () => {
    expect(measureFrame('squat', squatPose(90, 50))?.fault).toBe('knees_past_toes');
    expect(measureFrame('squat', squatPose(90, 20))?.fault).toBeNull();
    expect(measureFrame('squat', squatPose(170, 50))?.fault).toBeNull();
  });

  it('flags sagging hips in a push-up', () => {
    expect(measureFrame('push-up', pushUpPose(160, 0.1))?.fault).toBe('hips_sagging');
    expect(measureFrame('push-up', pushUpPose(160, 0))?.fault).toBeNull();
  });

  it('flags the front knee past the toes in a lunge, whichever way the person faces', () => {
    expect(measureFrame('lunge', lungePose(90, 50))?.fault).toBe('front_knee_past_toes');
    const mirrored = lungePose(90, 50).map((p) => ({ ...p, x: 1 - p.x }));
    expect(measureFrame('lunge', mirrored)?.fault).toBe('front_knee_past_toes');
    expect(measureFrame('lunge', lungePose(90, 10))?.fault).toBeNull();
  });

  it('measures nothing when the joints are not clearly seen', () => {
    const hidden = squatPose(90).map((p) => ({ ...p, visibility: 0.3 }));
    expect(measureFrame('squat', hidden)).toBeNull();
  });
});
