import { type AdminUserView, type Role, roles } from '@photoedit/contracts';
import { formatDate, formatNumber, useTranslation } from '@photoedit/i18n';
import {
  type DataColumn,
  DataTable,
  displayNameOf,
  LoadMoreButton,
  PageHeading,
  pagedTableRows,
  SearchField,
  SelectField,
  SelectOptions,
  usePageTitle,
  useSearchText,
} from '@photoedit/ui';
import { useSession } from '@photoedit/web-client';
import { useState } from 'react';
import { useUsers } from '../api/users';
import { PreferredWindowSettings } from './PreferredWindowSettings';
import { UserActions } from './UserActions';

/** The Users tab (/staff/admin/users): role filter, search, approve designers, activate or deactivate accounts. */
export function UsersPage() {
  const { t } = useTranslation(['dashboard', 'auth', 'common']);
  usePageTitle(t('admin.usersTitle'));
  const [role, setRole] = useState<Role | ''>('');
  const searchText = useSearchText();
  const search = searchText.settled;

  const users = useUsers({ ...(role ? { role } : {}), ...(search ? { search } : {}) });
  const columns = useUserColumns();

  return (
    <div>
      <PageHeading title={t('admin.usersTitle')} intro={t('admin.usersIntro')} />

      <search aria-label={t('admin.filters.label')} className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('admin.filters.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">{t('admin.filters.allRoles')}</option>
          <SelectOptions values={roles} labelOf={(value) => t(`auth:session.roles.${value}`)} />
        </SelectField>
        <SearchField
          label={t('admin.filters.search')}
          placeholder={t('admin.filters.searchPlaceholder')}
          maxLength={100}
          search={searchText}
        />
      </search>

      <DataTable
        label={t('admin.usersTitle')}
        columns={columns}
        item={t('admin.messages.usersItem')}
        empty={t('admin.empty')}
        {...pagedTableRows(users)}
      />
      <LoadMoreButton query={users}>{t('admin.actions.loadMore')}</LoadMoreButton>
      <PreferredWindowSettings />
    </div>
  );
}

function StatusBadge({ user }: { user: AdminUserView }) {
  const { t } = useTranslation(['dashboard', 'auth', 'common']);
  const awaiting = user.role === 'designer' && !user.approved;
  const [label, classes] = awaiting
    ? [t('admin.status.awaitingApproval'), 'bg-warning-50 text-warning-700']
    : user.status === 'active'
      ? [t('admin.status.active'), 'bg-success-50 text-success-700']
      : [t('admin.status.inactive'), 'bg-surface-sunken text-ink-muted'];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${classes}`}>
      {label}
      {awaiting && user.status === 'inactive' ? ` · ${t('admin.status.inactive')}` : ''}
    </span>
  );
}

function useUserColumns(): DataColumn<AdminUserView>[] {
  const { t, i18n } = useTranslation(['dashboard', 'auth', 'common']);
  const me = useSession('admin');
  return [
    {
      id: 'name',
      header: t('admin.columns.name'),
      className: 'font-medium text-ink',
      cell: (user) => (
        <>
          {displayNameOf(user, { fallbackToEmail: false }) || '—'}
          {me?.user.id === user.id ? <span className="ml-1 text-ink-muted">{t('admin.you')}</span> : null}
        </>
      ),
    },
    {
      id: 'email',
      header: t('admin.columns.email'),
      className: 'text-ink-muted',
      cell: (user) => user.email,
    },
    { id: 'role', header: t('admin.columns.role'), cell: (user) => t(`auth:session.roles.${user.role}`) },
    { id: 'status', header: t('admin.columns.status'), cell: (user) => <StatusBadge user={user} /> },
    {
      id: 'rating',
      header: t('admin.columns.rating'),
      className: 'whitespace-nowrap text-ink-muted',
      cell: (user) =>
        user.rating === null
          ? ''
          : user.rating.average === null
            ? t('admin.rating.none')
            : t('admin.rating.value', {
                average: formatNumber(user.rating.average, i18n.language),
                count: user.rating.count,
              }),
    },
    {
      id: 'joined',
      header: t('admin.columns.joined'),
      className: 'whitespace-nowrap text-ink-muted',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>,
    },
    {
      id: 'actions',
      header: t('admin.columns.actions'),
      align: 'end',
      cell: (user) => <UserActions user={user} isSelf={me?.user.id === user.id} />,
    },
  ];
}
