/** Why the camera could not be used, as the page explains it. */
export type CameraProblem = 'denied' | 'no_camera' | 'unsupported' | 'camera_failed';

/** getUserMedia's refusals (DOMException names) to what the user can do about them. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no_camera';
  return 'camera_failed';
}
