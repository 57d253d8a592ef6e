// "Send us a message": e-mail (prefilled for a signed-in client) and message, both required ('Please fill in
// all fields.'); the same rules as the API, whose refusals are shown on their fields.
import { ContactMessageInput, contactRules, isLanguage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  EmailField,
  FormAlert,
  fieldProps,
  formMessage,
  setFormMessage,
  setServerErrors,
  TextAreaField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { errorIssues, useSession } from '@photoedit/web-client';
import { clientTextAreaClass } from '../../../lib/field-style';
import { useSendContactMessage } from '../api/contact';

const ContactFields = ContactMessageInput.pick({ email: true, message: true });

export function ContactForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const { t, i18n } = useTranslation('help');
  const send = useSendContactMessage();
  const client = useSession('client');
  const form = useZodForm(ContactFields, {
    defaultValues: { email: client?.user.email ?? '', message: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        ...ContactFields.parse(values),
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      });
      toast.success(t('sent'));
      onSent();
    } catch (error) {
      setServerErrors(form, error, ['email', 'message']);
      if (errorIssues(error).length === 0) setFormMessage(form, t('sendFailed'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField label={t('form.email')} {...fieldProps(form, 'email')} />
      <TextAreaField
        label={t('form.message')}
        rows={5}
        maxLength={contactRules.messageMaxLength}
        className={clientTextAreaClass}
        {...fieldProps(form, 'message')}
      />
      <FormAlert>{formMessage(form)}</FormAlert>
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
