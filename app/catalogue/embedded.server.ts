import { z } from 'zod';
import rawCatalogue from './data/catalogue.json';

// The bundled meal catalogue, served in the shape of TheMealDB's JSON API so that the app's one
// catalogue client talks to it exactly as it talks to an external catalogue.

const digits = z.string().regex(/^\d{1,10}$/);
const catalogueDataSchema = z.object({
  categories: z.array(z.object({ id: digits, title: z.string().min(1), description: z.string().min(1) })),
  meals: z.array(
    z.object({
      id: digits,
      title: z.string().min(1),
      category: z.string().min(1),
      instructions: z.string().min(1),
    }),
  ),
});

export type CatalogueData = z.infer<typeof catalogueDataSchema>;
type Meal = CatalogueData['meals'][number];

/** The bundled data set, checked once when the module loads. */
export const catalogueData: CatalogueData = catalogueDataSchema.parse(rawCatalogue);

const mealsById = new Map(catalogueData.meals.map((meal) => [meal.id, meal]));
const mealsByCategory = new Map<string, Meal[]>();
for (const meal of catalogueData.meals) {
  const key = meal.category.toLowerCase();
  mealsByCategory.set(key, [...(mealsByCategory.get(key) ?? []), meal]);
}

const HEADERS = { 'Cache-Control': 'public, max-age=300' };

function json(body: unknown, status = 200, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...HEADERS, ...extraHeaders } });
}

/** Where the pictures that ship with the app live, as absolute URLs on the request's origin. */
export function mealImageUrl(origin: string, id: string): string {
  return `${origin}/catalogue/images/meal-${id}.svg`;
}

export function categoryImageUrl(origin: string, id: string): string {
  return `${origin}/catalogue/images/category-${id}.svg`;
}

function categories(origin: string) {
  return {
    categories: catalogueData.categories.map((category) => ({
      idCategory: category.id,
      strCategory: category.title,
      strCategoryThumb: categoryImageUrl(origin, category.id),
      strCategoryDescription: category.description,
    })),
  };
}

function filter(origin: string, categoryTitle: string | null) {
  const meals = categoryTitle ? mealsByCategory.get(categoryTitle.trim().toLowerCase()) : undefined;
  return {
    meals: meals
      ? meals.map((meal) => ({
          idMeal: meal.id,
          strMeal: meal.title,
          strMealThumb: mealImageUrl(origin, meal.id),
        }))
      : null,
  };
}

function lookup(origin: string, id: string | null) {
  const meal = id ? mealsById.get(id.trim()) : undefined;
  return {
    meals: meal
      ? [
          {
            idMeal: meal.id,
            strMeal: meal.title,
            strMealThumb: mealImageUrl(origin, meal.id),
            strCategory: meal.category,
            strInstructions: meal.instructions,
          },
        ]
      : null,
  };
}

/**
 * Answers `{basePath}/categories.php`, `{basePath}/filter.php?c=` and `{basePath}/lookup.php?i=` from
 * the bundled data set, like TheMealDB (`meals: null` when nothing matches). Anything else is a 404.
 */
export function handleEmbeddedCatalogue(request: Request, basePath: string): Response {
  const url = new URL(request.url);
  const base = basePath.replace(/\/+$/, '');
  const endpoint = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length + 1) : null;
  const known = endpoint === 'categories.php' || endpoint === 'filter.php' || endpoint === 'lookup.php';
  if (!known) return json({ error: 'Not Found' }, 404);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ error: 'Method Not Allowed' }, 405, { Allow: 'GET, HEAD' });
  }

  switch (endpoint) {
    case 'categories.php':
      return json(categories(url.origin));
    case 'filter.php':
      return json(filter(url.origin, url.searchParams.get('c')));
    case 'lookup.php':
      return json(lookup(url.origin, url.searchParams.get('i')));
  }
}
