import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { buttonClass } from './button';

/** Error lists hold i18n keys (the zod schemas' messages); they are translated here. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700" aria-live="polite">
      {errors.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

type TextFieldProps = {
  field: FieldMetadata<string>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'datetime-local';
  hint?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'maxLength' | 'inputMode' | 'placeholder' | 'max' | 'min'
>;

export function TextField({ field, label, type = 'text', hint, ...rest }: TextFieldProps) {
  // Conform's `key` remounts the input when the server answers; with hidden fields (passwords) it
  // remounted it again on the next blur and dropped what the user had typed, so it is left out.
  const { key: _key, ...inputProps } = getInputProps(field, { type });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...inputProps}
        {...rest}
        dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600"
      />
      {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SubmitButton({ children, className = '' }: { children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  return (
    <button type="submit" disabled={pending} className={buttonClass('primary', className)}>
      {children}
    </button>
  );
}
