import { useTranslation } from 'react-i18next';
import { decodeError } from '../schema';

/** A refused answer's message, translated in the shown language with its values (bounds, units). */
export function AnswerErrors({ id, errors }: { id: string; errors?: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <div id={id} aria-live="polite" className="text-sm text-red-700">
      {errors?.map((message) => {
        const { key, params } = decodeError(message);
        return <p key={message}>{t(key, params ?? {})}</p>;
      })}
    </div>
  );
}
