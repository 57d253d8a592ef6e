import { isLanguage, RegisterInput, registrationRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  AuthCard,
  Button,
  EmailField,
  errorIssues,
  errorMessageKey,
  FormAlert,
  invalidSubmitMessage,
  landingPath,
  PasswordField,
  registerDesigner,
  TextField,
  toast,
  translateMessageKey,
  useZodForm,
} from '@photoedit/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
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

/** SPEC §2 /staff/designer/register: a new designer is signed in and waits for approval. */
export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(RegisterForm_, {
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as RegisterValues,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(undefined);
      const { confirmPassword: _, ...input } = RegisterForm_.parse(values);
      try {
        await registerDesigner({ ...input, language: isLanguage(i18n.language) ? i18n.language : 'en' });
        toast.success(t('register.success'));
        await navigate({ href: landingPath('designer'), replace: true });
      } catch (error) {
        for (const issue of errorIssues(error)) {
          const field = issue.path[0];
          if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
            setError(field as (typeof fields)[number], { message: issue.message });
          }
        }
        setFormError(translateMessageKey(errorMessageKey(error)));
      }
    },
    () => setFormError(invalidSubmitMessage(getValues(), fields)),
  );

  const fieldError = (name: (typeof fields)[number]) => {
    const key = errors[name]?.message;
    return key ? translateMessageKey(key) : undefined;
  };

  return (
    <AuthCard title={t('register.title')} description={t('register.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={registrationRules.nameMaxLength}
            error={fieldError('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={registrationRules.nameMaxLength}
            error={fieldError('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('fields.displayName')}
          hint={t('fields.displayNameHint')}
          autoComplete="nickname"
          maxLength={registrationRules.displayNameMaxLength}
          error={fieldError('displayName')}
          {...register('displayName')}
        />
        <EmailField label={t('fields.email')} error={fieldError('email')} {...register('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fieldError('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
          {...register('confirmPassword')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" pending={isSubmitting} pendingLabel={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('register.haveAccount')}{' '}
        <Link to="/staff/designer/login" className="font-medium text-brand-700 underline">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
