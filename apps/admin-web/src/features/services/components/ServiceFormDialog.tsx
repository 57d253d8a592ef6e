import {
  type AdminServiceInput,
  type AdminServiceView,
  adminMessageKeys,
  type Language,
  type ServiceCategory,
  serviceCategories,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast, translateMessageKey } from '@photoedit/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrors, toastError } from '../../../lib/errors';
import { minorToInput, parseMajorAmount } from '../../../lib/format';
import { catalogueLanguage } from '../../../lib/language';
import {
  controlClasses,
  dialogContentClasses,
  dialogOverlayClasses,
  textareaClasses,
} from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';
import { ServiceImages } from './ServiceImages';

interface FormState {
  category: ServiceCategory;
  price: string;
  sortOrder: string;
  active: boolean;
  text: Record<Language, { name: string; description: string }>;
}

const emptyForm: FormState = {
  category: 'sky_replacement',
  price: '',
  sortOrder: '100',
  active: true,
  text: { en: { name: '', description: '' }, pl: { name: '', description: '' } },
};

const fromService = (service: AdminServiceView): FormState => ({
  category: service.category,
  price: minorToInput(service.priceMinor),
  sortOrder: String(service.sortOrder),
  active: service.active,
  text: service.text,
});

/**
 * The create and edit form (admin.services.create / update): both languages' name and description, category,
 * price in the currency's major unit, catalogue position and whether clients can order it. The server's field
 * messages are shown on the fields.
 */
export function ServiceFormDialog({
  service,
  open,
  onOpenChange,
}: {
  service: AdminServiceView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={`${dialogContentClasses} max-w-3xl`}>
          <Dialog.Title className="text-xl font-semibold">
            {service
              ? t('services.form.editTitle', { name: service.text[catalogueLanguage(i18n.language)].name })
              : t('services.form.createTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            {t('services.form.description')}
          </Dialog.Description>
          {open ? <ServiceForm service={service} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ServiceForm({ service, onDone }: { service: AdminServiceView | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(service ? fromService(service) : emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categoryId = useId();
  const currency = service?.currency ?? 'USD';

  const onSuccess = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.services.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.services.list.pathKey() });
    onDone();
  };
  const onError = (error: unknown) => {
    setErrors(fieldErrors(error));
    toastError(error);
  };
  const create = useMutation(
    trpc.admin.services.create.mutationOptions({
      onSuccess: () => onSuccess(t('services.messages.created')),
      onError,
    }),
  );
  const update = useMutation(
    trpc.admin.services.update.mutationOptions({
      onSuccess: () => onSuccess(t('services.messages.updated')),
      onError,
    }),
  );
  const busy = create.isPending || update.isPending;

  const setText = (language: Language, field: 'name' | 'description', value: string) =>
    setForm((previous) => ({
      ...previous,
      text: { ...previous.text, [language]: { ...previous.text[language], [field]: value } },
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceMinor = parseMajorAmount(form.price);
    const sortOrder = /^\s*\d{1,7}\s*$/.test(form.sortOrder) ? Number(form.sortOrder) : Number.NaN;
    const local: Record<string, string> = {};
    if (priceMinor === null) local.priceMinor = translateMessageKey(adminMessageKeys.priceInvalid);
    if (Number.isNaN(sortOrder)) local.sortOrder = translateMessageKey(adminMessageKeys.sortOrderInvalid);
    setErrors(local);
    if (priceMinor === null || Number.isNaN(sortOrder)) return;
    const input: AdminServiceInput = {
      category: form.category,
      priceMinor,
      currency,
      active: form.active,
      sortOrder,
      text: form.text,
    };
    if (service) update.mutate({ serviceId: service.id, ...input });
    else create.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {(['en', 'pl'] as const).map((language) => (
          <fieldset key={language} className="flex flex-col gap-4 rounded-card border border-border p-4">
            <legend className="px-1 text-sm font-semibold">
              {t(language === 'en' ? 'services.form.english' : 'services.form.polish')}
            </legend>
            <TextField
              label={t('services.form.name')}
              lang={language}
              value={form.text[language].name}
              maxLength={120}
              required
              error={errors[`text.${language}.name`]}
              onChange={(event) => setText(language, 'name', event.target.value)}
            />
            <TextArea
              label={t('services.form.descriptionField')}
              lang={language}
              value={form.text[language].description}
              error={errors[`text.${language}.description`]}
              onChange={(value) => setText(language, 'description', value)}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium text-ink">
            {t('services.form.category')}
          </label>
          <select
            id={categoryId}
            value={form.category}
            onChange={(event) => setForm({ ...form, category: event.target.value as ServiceCategory })}
            className={controlClasses}
          >
            {serviceCategories.map((category) => (
              <option key={category} value={category}>
                {t(`services.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('services.form.price', { currency })}
          hint={t('services.form.priceHint')}
          inputMode="decimal"
          value={form.price}
          required
          error={errors.priceMinor}
          onChange={(event) => setForm({ ...form, price: event.target.value })}
        />
        <TextField
          label={t('services.form.sortOrder')}
          hint={t('services.form.sortOrderHint')}
          inputMode="numeric"
          value={form.sortOrder}
          error={errors.sortOrder}
          onChange={(event) => setForm({ ...form, sortOrder: event.target.value })}
        />
      </div>
      {service ? (
        <ServiceImages serviceId={service.id} />
      ) : (
        <p className="text-sm text-ink-muted">{t('services.images.saveFirst')}</p>
      )}
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(event) => setForm({ ...form, active: event.target.checked })}
          className="size-5 accent-brand-600"
        />
        {t('services.form.active')}
      </label>
      <div className="flex justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {service ? t('services.form.save') : t('services.form.create')}
        </Button>
      </div>
    </form>
  );
}

function TextArea({
  label,
  value,
  error,
  lang,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  lang: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        lang={lang}
        value={value}
        maxLength={2000}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={textareaClasses}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
