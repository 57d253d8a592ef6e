// "Send us a message": e-mail (prefilled for a signed-in client) and message, both required ('Please fill in
// all fields.'); the same rules as the API, whose refusals are shown on their fields.
import { ContactMessageInput, contactRules, isLanguage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  EmailField,
  errorIssues,
  FormAlert,
  fieldError,
  fieldProps,
  setServerErrors,
  toast,
  useSession,
  useZodForm,
} from '@photoedit/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';

const ContactFields = ContactMessageInput.pick({ email: true, message: true });

export function ContactForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const { t, i18n } = useTranslation('help');
  const trpc = useTRPC();
  const send = useMutation(trpc.contact.send.mutationOptions());
  const client = useSession('client');
  const messageId = useId();
  const [formError, setFormError] = useState<string>();
  const form = useZodForm(ContactFields, {
    defaultValues: { email: client?.user.email ?? '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send.mutateAsync({
        ...ContactFields.parse(values),
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      });
      toast.success(t('sent'));
      onSent();
    } catch (error) {
      setServerErrors(form, error, ['email', 'message']);
      if (errorIssues(error).length === 0) setFormError(t('sendFailed'));
    }
  });

  const messageError = fieldError(errors.message);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField label={t('form.email')} {...fieldProps(form, 'email')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-ink">
          {t('form.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          maxLength={contactRules.messageMaxLength}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className="rounded-control border border-border-strong bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-error-600"
          {...form.register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="text-sm text-error-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="flex justify-between gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('form.back')}
        </Button>
        <Button type="submit" pending={isSubmitting} pendingLabel={t('form.sending')}>
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
