import { useTranslation } from 'react-i18next';
import { FormDialog } from '~/ui/form-dialog';
import { DESCRIPTION_MAX_LENGTH } from '../schema';

const fieldClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

/** The lab's summary and the candidate variants, one a line ("GENE rsID A/B"). */
export function AdminGenomeEditDialog({
  orderId,
  description,
  candidateVariants,
}: {
  orderId: number;
  description: string;
  candidateVariants: string[];
}) {
  const { t } = useTranslation('lab-tests');
  const descriptionId = `genome-${orderId}-description`;
  const variantsId = `genome-${orderId}-variants`;
  return (
    <FormDialog
      openLabel={t('admin.edit_details')}
      title={t('admin.edit_genome_title', { id: orderId })}
      savingLabel={t('admin.saving')}
      className="max-w-2xl"
    >
      <input type="hidden" name="intent" value="genome" />
      <input type="hidden" name="orderId" value={orderId} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium">
          {t('admin.description')}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          defaultValue={description}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={variantsId} className="text-sm font-medium">
          {t('admin.candidate_variants')}
        </label>
        <textarea
          id={variantsId}
          name="candidateVariants"
          rows={8}
          dir="ltr"
          defaultValue={candidateVariants.join('\n')}
          aria-describedby={`${variantsId}-hint`}
          className={`${fieldClass} font-mono text-sm`}
        />
        <p id={`${variantsId}-hint`} className="text-xs text-gray-600">
          {t('admin.variants_hint')}
        </p>
      </div>
    </FormDialog>
  );
}
