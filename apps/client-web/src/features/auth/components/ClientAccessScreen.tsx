import { AccessCode, accessCodeLength, authMessageKeys, Email, type Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  AuthCard,
  Button,
  EmailField,
  errorMessageKey,
  FormSubmit,
  fieldProps,
  landingPath,
  requestAccessCode,
  TextField,
  toast,
  translateMessageKey,
  useZodForm,
  verifyAccessCode,
} from '@photoedit/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';

/** How long "Resend code" waits after a code was sent. */
export const resendCooldownSeconds = 60;

const EmailForm = z.object({ email: Email });
const CodeForm = z.object({ code: AccessCode });

/**
 * SPEC §2 client access flow (/{lang}/client-access and /client/login): e-mail entry, then the 6-digit code,
 * with "use a different e-mail" and "resend code"; a valid code lands on /{lang}/dashboard.
 */
export function ClientAccessScreen({ lang }: { lang: Language }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string>();
  const [cooldownUntil, setCooldownUntil] = useState(0);

  const sendCode = async (address: string) => {
    await requestAccessCode({ email: address, language: lang });
    setCooldownUntil(Date.now() + resendCooldownSeconds * 1000);
  };

  return (
    <AuthCard
      title={email ? t('clientAccess.codeTitle') : t('clientAccess.title')}
      description={email ? undefined : t('clientAccess.emailIntro')}
    >
      {email ? (
        <CodeStep
          email={email}
          lang={lang}
          cooldownUntil={cooldownUntil}
          onResend={() => sendCode(email)}
          onDifferentEmail={() => setEmail(undefined)}
        />
      ) : (
        <EmailStep
          onSent={async (address) => {
            await sendCode(address);
            setEmail(address);
          }}
        />
      )}
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string>();
  const form = useZodForm(EmailForm, { defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSent(EmailForm.parse(values).email);
    } catch {
      // SPEC §8: any failure to send is 'Failed to send access code.'
      setFormError(translateMessageKey(authMessageKeys.accessCodeSendFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField label={t('fields.email')} {...fieldProps(form, 'email')} />
      <FormSubmit error={formError} pending={isSubmitting} pendingLabel={t('clientAccess.sending')}>
        {t('clientAccess.sendCode')}
      </FormSubmit>
    </form>
  );
}

function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function CodeStep({
  email,
  lang,
  cooldownUntil,
  onResend,
  onDifferentEmail,
}: {
  email: string;
  lang: Language;
  cooldownUntil: number;
  onResend: () => Promise<void>;
  onDifferentEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(cooldownUntil);
  const form = useZodForm(CodeForm, { defaultValues: { code: '' } });
  const { handleSubmit, setFocus, resetField } = form;
  const { isSubmitting } = form.formState;

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await verifyAccessCode({ email, code: CodeForm.parse(values).code });
      toast.success(t('clientAccess.success'));
      await navigate({ href: landingPath('client', lang), replace: true });
    } catch (error) {
      resetField('code');
      setFocus('code');
      setFormError(translateMessageKey(errorMessageKey(error)));
    }
  });

  const resend = async () => {
    setResending(true);
    setFormError(undefined);
    try {
      await onResend();
      toast.success(t('clientAccess.resent'));
    } catch {
      setFormError(translateMessageKey(authMessageKeys.accessCodeSendFailed));
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-control bg-info-50 px-3 py-2 text-sm text-info-700 [overflow-wrap:anywhere]"
      >
        {t('clientAccess.codeSent', { email })}
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('fields.accessCode')}
          hint={t('fields.accessCodeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={accessCodeLength}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          {...fieldProps(form, 'code')}
        />
        <FormSubmit error={formError} pending={isSubmitting} pendingLabel={t('clientAccess.verifying')}>
          {t('clientAccess.verify')}
        </FormSubmit>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onDifferentEmail}>
          {t('clientAccess.differentEmail')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || resending}
          onClick={() => void resend()}
        >
          {secondsLeft > 0 ? t('clientAccess.resendIn', { seconds: secondsLeft }) : t('clientAccess.resend')}
        </Button>
      </div>
    </div>
  );
}
