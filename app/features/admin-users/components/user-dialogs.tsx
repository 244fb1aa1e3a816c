import { useTranslation } from 'react-i18next';
import { MANAGED_TYPES, PROFILE_STATUSES, type ManagedStatus, type ManagedType } from '../admin-users';
import { ChangeDialog, Choices } from './change-dialog';

type Person = { id: string; firstName: string; lastName: string; type: ManagedType; status: ManagedStatus };

/** Switches a user between user and expert. */
export function ChangeTypeDialog({ person }: { person: Person }) {
  const { t } = useTranslation('admin-users');
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <ChangeDialog
      trigger={t('type_dialog.open')}
      title={t('type_dialog.title', { name })}
      description={t('type_dialog.description')}
      intent="type"
      userId={person.id}
    >
      <Choices
        legend={t('type_dialog.legend')}
        name="type"
        options={MANAGED_TYPES.map((value) => ({ value, label: t(`admin:profile_type.${value}`) }))}
        current={person.type}
      />
    </ChangeDialog>
  );
}

/** Enables, disables or blocks a user; the last two end their sessions at once. */
export function ChangeStatusDialog({ person }: { person: Person }) {
  const { t } = useTranslation('admin-users');
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <ChangeDialog
      trigger={t('status_dialog.open')}
      title={t('status_dialog.title', { name })}
      description={t('status_dialog.description')}
      intent="status"
      userId={person.id}
    >
      <Choices
        legend={t('status_dialog.legend')}
        name="status"
        options={PROFILE_STATUSES.map((value) => ({ value, label: t(`admin:profile_status.${value}`) }))}
        current={person.status}
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
