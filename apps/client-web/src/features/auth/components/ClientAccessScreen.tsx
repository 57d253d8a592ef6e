import { AccessCode, accessCodeLength, authMessageKeys, Email, type Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  AuthCard,
  AuthForm,
  Button,
  EmailField,
  fieldProps,
  landingPath,
  requestAccessCode,
  setFormMessage,
  TextField,
  toast,
  useZodForm,
  verifyAccessCode,
} from '@photoedit/ui';
import { errorMessage, translateMessageKey } from '@photoedit/web-client';
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
  const form = useZodForm(EmailForm, { defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSent(EmailForm.parse(values).email);
    } catch {
      // SPEC §8: any failure to send is 'Failed to send access code.'
      setFormMessage(form, translateMessageKey(authMessageKeys.accessCodeSendFailed));
    }
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('clientAccess.sendCode')}
      pendingLabel={t('clientAccess.sending')}
    >
      <EmailField label={t('fields.email')} {...fieldProps(form, 'email')} />
    </AuthForm>
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
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(cooldownUntil);
  const form = useZodForm(CodeForm, { defaultValues: { code: '' } });
  const { handleSubmit, setFocus, resetField } = form;

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await verifyAccessCode({ email, code: CodeForm.parse(values).code });
      toast.success(t('clientAccess.success'));
      await navigate({ href: landingPath('client', lang), replace: true });
    } catch (error) {
      resetField('code');
      setFocus('code');
      setFormMessage(form, errorMessage(error));
    }
  });

  const resend = async () => {
    setResending(true);
    form.clearErrors('root.server');
    try {
      await onResend();
      toast.success(t('clientAccess.resent'));
    } catch {
      setFormMessage(form, translateMessageKey(authMessageKeys.accessCodeSendFailed));
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
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('clientAccess.verify')}
        pendingLabel={t('clientAccess.verifying')}
      >
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
      </AuthForm>
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
