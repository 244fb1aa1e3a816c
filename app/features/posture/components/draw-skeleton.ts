import { MIN_VISIBILITY, SKELETON, type Landmark } from '../landmarks';

const LINE = '#22c55e';
const JOINT = '#f8fafc';

/** Draws the detected skeleton over the video; landmarks are normalised (0..1) to the frame. */
export function drawSkeleton(canvas: HTMLCanvasElement, landmarks: readonly Landmark[] | null): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (!landmarks) return;
  const seen = (index: number) => (landmarks[index]?.visibility ?? 0) >= MIN_VISIBILITY;
  const x = (index: number) => landmarks[index]!.x * canvas.width;
  const y = (index: number) => landmarks[index]!.y * canvas.height;
  context.lineWidth = Math.max(2, canvas.width / 160);
  context.strokeStyle = LINE;
  for (const [from, to] of SKELETON) {
    if (!seen(from) || !seen(to)) continue;
    context.beginPath();
    context.moveTo(x(from), y(from));
    context.lineTo(x(to), y(to));
    context.stroke();
  }
  context.fillStyle = JOINT;
  const radius = Math.max(3, canvas.width / 120);
  for (const [index] of landmarks.entries()) {
    if (index < 11 && index !== 0) continue;
    if (!seen(index)) continue;
    context.beginPath();
    context.arc(x(index), y(index), radius, 0, 2 * Math.PI);
    context.fill();
  }
}
