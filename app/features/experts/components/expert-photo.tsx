import { Icon } from '~/ui/icon';
import type { ExpertPhoto as Photo } from '../schema';

/** The icon an expert chose as their picture, in a round frame; decorative beside their name. */
export function ExpertPhoto({ photo, size = 'md' }: { photo: Photo; size?: 'md' | 'lg' }) {
  const frame = size === 'lg' ? 'size-20' : 'size-12';
  const icon = size === 'lg' ? 'size-10' : 'size-6';
  return (
    <span
      className={`inline-grid shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ${frame}`}
    >
      <Icon name={photo} className={icon} />
    </span>
  );
}
