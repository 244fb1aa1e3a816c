import { FOODS } from '~/features/nutrition';
import type { FoodTag } from '~/features/nutrition/types';
import { locales, type LocaleCode } from '~/i18n/locales';
import { allergyOf } from './allergies';
import { compile, indexOf, LEXICONS, prepareWords } from './match';

/** Every word, in the language, that names an allergen or a food carrying it ("peanut butter", "fıstık"). */
function wordsFor(tag: FoodTag, locale: LocaleCode): string[] {
  const lexicon = LEXICONS[locale].foods
    .filter((entry) => entry.targets.some((target) => allergyOf(target) !== null && tagOf(target) === tag))
    .flatMap((entry) => entry.words);
  const table = FOODS.filter((food) => food.tags.includes(tag)).flatMap((food) => food.called[locale]);
  return [...new Set([...lexicon, ...table])];
}

const GROUP_TAG: Record<string, FoodTag> = { egg: 'egg', fish: 'fish', seafood: 'shellfish' };
const tagOf = (target: Parameters<typeof allergyOf>[0]) =>
  'tag' in target ? target.tag : 'group' in target ? GROUP_TAG[target.group] : undefined;

/**
 * The allergen a food's name (and its ingredients' names) reveals, in any of the five languages, or
 * null: how a remote model's plan, which names foods but need not use the table's ids, is checked.
 */
export function allergenNamed(texts: readonly string[], allergens: readonly FoodTag[]): FoodTag | null {
  for (const { code } of locales) {
    const c = compile(code);
    const words = texts.map((text) => prepareWords(text, code));
    for (const tag of allergens) {
      if (wordsFor(tag, code).some((term) => words.some((said) => indexOf(c, said, term) !== -1))) return tag;
    }
  }
  return null;
}
