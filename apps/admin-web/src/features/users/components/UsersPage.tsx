import { type AdminUserView, type Role, roles } from '@photoedit/contracts';
import { formatDate, useTranslation } from '@photoedit/i18n';
import {
  Button,
  ConfirmDialog,
  displayNameOf,
  errorMessageKey,
  Spinner,
  toast,
  translateMessageKey,
  useSession,
} from '@photoedit/ui';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useDebounced } from '../../../lib/useDebounced';

const searchDebounceMs = 300;

/** The Users tab (/staff/admin/users): role filter, search, approve designers, activate or deactivate accounts. */
export function UsersPage() {
  const { t } = useTranslation(['dashboard', 'auth', 'common']);
  const trpc = useTRPC();
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDebounced(search.trim(), searchDebounceMs);
  const roleId = useId();
  const searchId = useId();

  const users = useInfiniteQuery(
    trpc.admin.users.list.infiniteQueryOptions(
      { ...(role ? { role } : {}), ...(deferredSearch ? { search: deferredSearch } : {}) },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        // Keep the table (and any open confirmation) on screen while a new filter loads.
        placeholderData: keepPreviousData,
      },
    ),
  );
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('admin.usersTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('admin.usersIntro')}</p>

      <search aria-label={t('admin.filters.label')} className="mt-6 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="text-sm font-medium text-ink">
            {t('admin.filters.role')}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
            className="h-11 rounded-control border border-border-strong bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <option value="">{t('admin.filters.allRoles')}</option>
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(`auth:session.roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-ink">
            {t('admin.filters.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('admin.filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="h-11 rounded-control border border-border-strong bg-white px-3 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
        </div>
      </search>

      <div className="mt-6 overflow-x-auto rounded-card border border-border bg-white shadow-card">
        {users.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-ink-muted">
            <Spinner /> {t('common:loading')}
          </div>
        ) : users.isError ? (
          <p role="alert" className="p-6 text-error-700">
            {t('common:messages.loadFailed', { item: t('admin.messages.usersItem') })}
          </p>
        ) : items.length === 0 ? (
          <p className="p-10 text-center text-ink-muted">{t('admin.empty')}</p>
        ) : (
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-border bg-surface text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('admin.columns.name')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('admin.columns.email')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('admin.columns.role')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('admin.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('admin.columns.joined')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {t('admin.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        )}
      </div>
      {users.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          >
            {t('admin.actions.loadMore')}
          </Button>
        </div>
      ) : null}
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

function UserRow({ user }: { user: AdminUserView }) {
  const { t, i18n } = useTranslation(['dashboard', 'auth', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSession('admin');
  const isSelf = me?.user.id === user.id;
  const name = displayNameOf(user, { fallbackToEmail: false }) || '—';

  const onDone = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
  };
  const onError = (error: unknown) => toast.error(translateMessageKey(errorMessageKey(error)));

  const approve = useMutation(
    trpc.admin.users.approve.mutationOptions({
      onSuccess: () => onDone(t('admin.messages.approved')),
      onError,
    }),
  );
  const setStatus = useMutation(
    trpc.admin.users.setStatus.mutationOptions({
      onSuccess: () => onDone(t('admin.messages.statusUpdated')),
      onError,
    }),
  );
  const busy = approve.isPending || setStatus.isPending;

  return (
    <tr className="border-b border-border last:border-b-0">
      <td className="px-4 py-3 font-medium text-ink">
        {name}
        {isSelf ? <span className="ml-1 text-ink-muted">{t('admin.you')}</span> : null}
      </td>
      <td className="px-4 py-3 text-ink-muted">{user.email}</td>
      <td className="px-4 py-3">{t(`auth:session.roles.${user.role}`)}</td>
      <td className="px-4 py-3">
        <StatusBadge user={user} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          {user.role === 'designer' && !user.approved ? (
            <Button
              size="sm"
              disabled={busy}
              aria-label={`${t('admin.actions.approve')}: ${user.email}`}
              onClick={() => approve.mutate({ userId: user.id })}
            >
              {t('admin.actions.approve')}
            </Button>
          ) : null}
          {isSelf ? null : user.status === 'active' ? (
            <DeactivateButton
              email={user.email}
              disabled={busy}
              onConfirm={() => setStatus.mutate({ userId: user.id, status: 'inactive' })}
            />
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`${t('admin.actions.activate')}: ${user.email}`}
              onClick={() => setStatus.mutate({ userId: user.id, status: 'active' })}
            >
              {t('admin.actions.activate')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Deactivation signs the user out everywhere, so it asks first. */
function DeactivateButton({
  email,
  disabled,
  onConfirm,
}: {
  email: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['dashboard', 'auth', 'common']);
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          aria-label={`${t('admin.actions.deactivate')}: ${email}`}
        >
          {t('admin.actions.deactivate')}
        </Button>
      }
      title={t('admin.confirmDeactivate.title')}
      description={t('admin.confirmDeactivate.description', { email })}
      confirmLabel={t('admin.confirmDeactivate.confirm')}
      cancelLabel={t('admin.confirmDeactivate.cancel')}
      onConfirm={onConfirm}
    />
  );
}
