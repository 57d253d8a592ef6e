import { LoginInput, roleFromPath } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { errorMessage } from '@photoedit/web-client';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { EmailField, PasswordField } from '../forms/TextField';
import { fieldProps, setFormMessage, useZodForm } from '../forms/useZodForm';
import { toast } from '../toast/notify';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { loginStaff } from './api';
import { landingPath } from './landing';

const StaffLoginForm = LoginInput.omit({ role: true });

/**
 * SPEC §2: the one shared staff login screen, at /staff/designer/login and /staff/admin/login. It sends the
 * role inferred from its path and lands on that role's dashboard.
 */
export function StaffLoginScreen() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = roleFromPath(pathname) === 'admin' ? 'admin' : 'designer';
  const form = useZodForm(StaffLoginForm, {
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginStaff({ ...StaffLoginForm.parse(values), role });
      toast.success(t('staffLogin.success'));
      await navigate({ href: landingPath(role), replace: true });
    } catch (error) {
      setFormMessage(form, errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={role === 'admin' ? t('staffLogin.adminTitle') : t('staffLogin.designerTitle')}
      description={t('staffLogin.intro')}
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('staffLogin.submit')}
        pendingLabel={t('staffLogin.submitting')}
      >
        <EmailField label={t('fields.email')} autoComplete="username" {...fieldProps(form, 'email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
      </AuthForm>
      {role === 'designer' ? (
        <p className="mt-6 text-center text-sm text-ink-muted">
          {t('staffLogin.noAccount')}{' '}
          <Link to={'/staff/designer/register' as never} className="font-medium text-brand-700 underline">
            {t('staffLogin.register')}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
