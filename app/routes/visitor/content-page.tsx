import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { z } from 'zod';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/content-page';

const slugSchema = z.enum(['privacy-policy', 'terms-of-service']);

export function loader({ params }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.slug);
  if (!slug.success) throw data(null, { status: 404 });
  return { slug: slug.data };
}

export const handle: RouteHandle = {
  titleKey: (data) => `pages:${(data as { slug?: string } | undefined)?.slug ?? 'privacy-policy'}.title`,
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const sections = t(`${loaderData.slug}.sections`, { returnObjects: true }) as Array<{
    heading: string;
    body: string;
  }>;
  return (
    <main className="mx-auto max-w-3xl px-6 py-10">
      <Link to="/" className="text-sm text-brand-700 underline">
        {t('common:errors.back_home')}
      </Link>
      <h1 className="mt-4 mb-2 text-3xl font-bold">{t(`${loaderData.slug}.title`)}</h1>
      <p className="mb-8 text-sm text-gray-600">{t('updated')}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mb-6">
          <h2 className="mb-2 text-xl font-semibold">{section.heading}</h2>
          <p className="leading-relaxed">{section.body}</p>
        </section>
      ))}
    </main>
  );
}
