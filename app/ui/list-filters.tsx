import { Form, Link } from 'react-router';
import { buttonClass } from './button';
import { Icon } from './icon';

type SearchProps = {
  /** The list's address: a search always starts again from its page 1. */
  action: string;
  id: string;
  searchText: string;
  maxLength: number;
  /** The list's other filters, kept by a new search. */
  keep: Record<string, string>;
  strings: { label: string; placeholder: string; submit: string };
};

/** The search box of a searched list. */
export function ListSearch({ action, id, searchText, maxLength, keep, strings }: SearchProps) {
  return (
    <Form method="get" action={action} role="search" className="flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {strings.label}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          // A new search text from a link or the back button resets the box.
          key={searchText}
          id={id}
          type="search"
          name="searchText"
          defaultValue={searchText}
          maxLength={maxLength}
          placeholder={strings.placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-start"
        />
      </div>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <button type="submit" className={buttonClass('primary')}>
        {strings.submit}
      </button>
    </Form>
  );
}

export type FilterChip = { key: string; to: string; text: string; current: boolean };

/** A row of links, one per value of a list's filter, the current one filled. */
export function FilterChips({ label, chips }: { label: string; chips: FilterChip[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-current={chip.current ? 'true' : undefined}
              className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
                chip.current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {chip.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
