import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '~/catalogue/types';
import { categoryHref } from '../paths';

/** The catalogue's categories as chips, each with the category's picture; the current one is filled. */
export function CategoryChips({
  categories,
  selectedId,
  className,
}: {
  categories: Category[];
  selectedId?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shop:catalogue.categories')} className={className}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryHref(category.title)}
              aria-current={category.id === selectedId ? 'page' : undefined}
              preventScrollReset
              className="inline-flex items-center gap-2 rounded-full border border-gray-300 bg-white py-1 ps-1 pe-4 text-sm font-medium hover:border-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {/* The label names the category; the picture only decorates it. */}
              <img
                src={category.image}
                alt=""
                width={28}
                height={28}
                className="size-7 rounded-full bg-brand-50 object-cover"
              />
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
