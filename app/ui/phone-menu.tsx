import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icon';

/**
 * The navigation on small screens, behind a menu button in the header (wide screens show it in a
 * sidebar instead). A details element, so it opens before the script has loaded; it closes after
 * each navigation, but not when the script takes over (a menu opened on a slow phone stays open).
 * `attention` puts a dot on the button for something the user should look at.
 */
export function PhoneMenu({
  label,
  attention = false,
  children,
}: {
  label: string;
  attention?: boolean;
  children: ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const place = pathname + search;
  const shownFor = useRef(place);
  useEffect(() => {
    if (shownFor.current === place) return;
    shownFor.current = place;
    if (menu.current) menu.current.open = false;
  }, [place]);
  return (
    <details ref={menu} className="lg:hidden">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={label}
      >
        <Icon name="menu" className="size-5" />
        {attention ? (
          <span aria-hidden="true" className="size-2 rounded-full bg-red-700" data-testid="menu-attention" />
        ) : null}
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white px-3 py-4 shadow-lg">
        {children}
      </div>
    </details>
  );
}
