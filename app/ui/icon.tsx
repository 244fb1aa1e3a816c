import spriteUrl from './icons/sprite.svg?url';
import { isIconName, type IconName } from './icon-names';

/** Icons that point along the reading direction, so they flip in Arabic and Persian. */
const mirrored: ReadonlySet<IconName> = new Set(['arrow-left', 'arrow-long-left', 'send']);

export function Icon({ name, className, title }: { name: IconName; className?: string; title?: string }) {
  if (!isIconName(name)) throw new Error(`Icon "${String(name)}" does not exist`);
  const classes = [className ?? 'size-5', 'shrink-0', mirrored.has(name) ? 'rtl:-scale-x-100' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} className={classes}>
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
