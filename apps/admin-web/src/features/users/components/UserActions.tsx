import type { AdminUserView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, type ButtonProps, ConfirmDialog, focusFirstOf, toast } from '@photoedit/ui';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../../lib/errors';
import { useApproveUser, useSetUserStatus } from '../api/users';

/** A user row's actions: approve a designer, activate or deactivate (never one's own account). */
export function UserActions({ user, isSelf }: { user: AdminUserView; isSelf: boolean }) {
  const { t } = useTranslation(['dashboard', 'auth', 'common']);
  const onDone = (message: string) => toast.success(message);
  const onError = toastError;
  const actions = useRef<HTMLDivElement>(null);
  // Approve goes away once approved: focus moves to the row's next control when the row is usable again.
  const [approved, setApproved] = useState(false);
  const approve = useApproveUser({
    onSuccess: () => {
      onDone(t('admin.messages.approved'));
      setApproved(true);
    },
    onError,
  });
  const setStatus = useSetUserStatus({ onSuccess: () => onDone(t('admin.messages.statusUpdated')), onError });
  const busy = approve.isPending || setStatus.isPending;
  useEffect(() => {
    if (!approved || busy) return;
    setApproved(false);
    focusFirstOf(actions.current?.querySelector<HTMLElement>('button:not([data-approve])'));
  }, [approved, busy]);
  return (
    <div ref={actions} className="flex justify-end gap-2">
      {user.role === 'designer' && !user.approved ? (
        <UserActionButton
          data-approve
          label={t('admin.actions.approve')}
          email={user.email}
          disabled={busy}
          onClick={() => approve.mutate({ userId: user.id })}
        />
      ) : null}
      {isSelf ? null : user.status === 'active' ? (
        <DeactivateButton
          email={user.email}
          disabled={busy}
          onConfirm={() => setStatus.mutate({ userId: user.id, status: 'inactive' })}
        />
      ) : (
        <UserActionButton
          variant="secondary"
          label={t('admin.actions.activate')}
          email={user.email}
          disabled={busy}
          onClick={() => setStatus.mutate({ userId: user.id, status: 'active' })}
        />
      )}
    </div>
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
        <UserActionButton
          variant="secondary"
          label={t('admin.actions.deactivate')}
          email={email}
          disabled={disabled}
        />
      }
      title={t('admin.confirmDeactivate.title')}
      description={t('admin.confirmDeactivate.description', { email })}
      confirmLabel={t('admin.confirmDeactivate.confirm')}
      cancelLabel={t('admin.confirmDeactivate.cancel')}
      onConfirm={onConfirm}
    />
  );
}

/** A user row's button; screen readers hear the action with the user's e-mail ("Approve: ann@example.com"). */
function UserActionButton({ label, email, ...props }: ButtonProps & { label: string; email: string }) {
  return (
    <Button size="sm" aria-label={`${label}: ${email}`} {...props}>
      {label}
    </Button>
  );
}
