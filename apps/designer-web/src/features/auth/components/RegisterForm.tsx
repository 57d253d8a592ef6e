import { isLanguage, RegisterInput, registrationRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  AuthCard,
  AuthForm,
  EmailField,
  fieldProps,
  invalidSubmitMessage,
  landingPath,
  PasswordField,
  registerDesigner,
  setFormMessage,
  setServerErrors,
  TextField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { errorMessage } from '@photoedit/web-client';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

// The contracts' field rules, plus the confirmation the server does not need.
const RegisterForm_ = RegisterInput.omit({ language: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
type RegisterValues = z.input<typeof RegisterForm_>;
const fields = ['firstName', 'lastName', 'displayName', 'email', 'password', 'confirmPassword'] as const;
const nameFields = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

/** SPEC §2 /staff/designer/register: a new designer is signed in and waits for approval. */
export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useZodForm(RegisterForm_, {
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as RegisterValues,
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const { confirmPassword: _, ...input } = RegisterForm_.parse(values);
      try {
        await registerDesigner({ ...input, language: isLanguage(i18n.language) ? i18n.language : 'en' });
        toast.success(t('register.success'));
        await navigate({ href: landingPath('designer'), replace: true });
      } catch (error) {
        setServerErrors(form, error, fields);
        setFormMessage(form, errorMessage(error));
      }
    },
    () => setFormMessage(form, invalidSubmitMessage(form.getValues(), fields)),
  );

  return (
    <AuthCard title={t('register.title')} description={t('register.intro')}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('register.submit')}
        pendingLabel={t('register.submitting')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {nameFields.map(({ name, autoComplete }) => (
            <TextField
              key={name}
              label={t(`fields.${name}`)}
              autoComplete={autoComplete}
              maxLength={registrationRules.nameMaxLength}
              {...fieldProps(form, name)}
            />
          ))}
        </div>
        <TextField
          label={t('fields.displayName')}
          hint={t('fields.displayNameHint')}
          autoComplete="nickname"
          maxLength={registrationRules.displayNameMaxLength}
          {...fieldProps(form, 'displayName')}
        />
        <EmailField label={t('fields.email')} {...fieldProps(form, 'email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          {...fieldProps(form, 'password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword')}
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('register.haveAccount')}{' '}
        <Link to="/staff/designer/login" className="font-medium text-brand-700 underline">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
