import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass } from '~/ui/button';
import { languageName, SPOKEN_LANGUAGES } from '../languages';
import { SEARCH_TEXT_MAX_LENGTH, type DirectoryQuery } from '../schema';

const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-start';

/** Name, specialty and language; a search always starts on its first page. */
export function ExpertSearchForm({ query }: { query: DirectoryQuery }) {
  const { t, i18n } = useTranslation('experts');
  const languages = SPOKEN_LANGUAGES.map((code) => ({ code, name: languageName(code, i18n.language) }));
  return (
    <Form
      method="get"
      action="/experts/search"
      role="search"
      aria-label={t('search.label')}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      // A new search from a link or the back button resets the fields.
      key={`${query.name}|${query.specialty}|${query.language}`}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="expert-name" className="text-sm font-medium">
          {t('search.name')}
        </label>
        <input
          id="expert-name"
          type="search"
          name="name"
          defaultValue={query.name}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="expert-specialty" className="text-sm font-medium">
          {t('search.specialty')}
        </label>
        <input
          id="expert-specialty"
          type="search"
          name="specialty"
          defaultValue={query.specialty}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="expert-language" className="text-sm font-medium">
          {t('search.language')}
        </label>
        <select id="expert-language" name="language" defaultValue={query.language} className={field}>
          <option value="">{t('search.any_language')}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary')}>
        {t('search.submit')}
      </button>
    </Form>
  );
}
