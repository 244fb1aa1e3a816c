import { useTranslation } from 'react-i18next';
import { MANAGED_TYPES, PROFILE_STATUSES, type ManagedStatus, type ManagedType } from '../admin-users';
import { ChangeDialog, Choices } from './change-dialog';

type Person = { id: string; firstName: string; lastName: string; type: ManagedType; status: ManagedStatus };

// type: user or expert. status: enabled, disabled or blocked; the last two end their sessions at once.
const choices = {
  type: { values: MANAGED_TYPES, labelKey: 'admin:profile_type' },
  status: { values: PROFILE_STATUSES, labelKey: 'admin:profile_status' },
} as const;

/** Sets one of a user's choices, their type or their status, from a list of radio buttons. */
export function ChangeChoiceDialog({ person, field }: { person: Person; field: keyof typeof choices }) {
  const { t } = useTranslation('admin-users');
  const name = `${person.firstName} ${person.lastName}`;
  const { values, labelKey } = choices[field];
  return (
    <ChangeDialog
      trigger={t(`${field}_dialog.open`)}
      title={t(`${field}_dialog.title`, { name })}
      description={t(`${field}_dialog.description`)}
      intent={field}
      userId={person.id}
    >
      <Choices
        legend={t(`${field}_dialog.legend`)}
        name={field}
        options={values.map((value) => ({ value, label: t(`${labelKey}.${value}`) }))}
        current={person[field]}
      />
    </ChangeDialog>
  );
}

const input = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-start';

/** Corrects the first and last name, as the user would on their own profile. */
export function CorrectNameDialog({ person }: { person: Person }) {
  const { t } = useTranslation('admin-users');
  return (
    <ChangeDialog
      trigger={t('name_dialog.open')}
      title={t('name_dialog.title')}
      description={t('name_dialog.description')}
      intent="name"
      userId={person.id}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="correct-first-name" className="text-sm font-medium">
          {t('auth:fields.first_name')}
        </label>
        <input
          id="correct-first-name"
          name="firstName"
          defaultValue={person.firstName}
          maxLength={100}
          required
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="correct-last-name" className="text-sm font-medium">
          {t('auth:fields.last_name')}
        </label>
        <input
          id="correct-last-name"
          name="lastName"
          defaultValue={person.lastName}
          maxLength={100}
          required
          className={input}
        />
      </div>
    </ChangeDialog>
  );
}
