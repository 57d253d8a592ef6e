import { type AdminServiceView, currencies, serviceCategories, serviceRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  CheckboxField,
  Dialog,
  DialogClose,
  FormAlert,
  fieldError,
  formMessage,
  invalidSubmitMessage,
  SelectField,
  SelectOptions,
  setFormMessage,
  showFormError,
  TextAreaField,
  TextField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { catalogueLanguage } from '../../../lib/language';
import { useSaveService } from '../api/services';
import { ServiceFormSchema, serviceFormValues } from '../service-form';
import { ServiceImages } from './ServiceImages';

/**
 * The create and edit form (admin.services.create / update): both languages' name and description, category,
 * price in the currency's major unit, catalogue position and whether clients can order it. The contract's
 * messages (checked here first, and by the server) are shown on the fields.
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width="max-w-3xl"
      closeLabel={t('common.close')}
      title={
        service
          ? t('services.form.editTitle', { name: service.text[catalogueLanguage(i18n.language)].name })
          : t('services.form.createTitle')
      }
      description={t('services.form.description')}
    >
      {open ? <ServiceForm service={service} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

const serverFields = [
  'category',
  'priceMinor',
  'prices.USD',
  'prices.EUR',
  'prices.PLN',
  'sortOrder',
  'text.en.name',
  'text.en.description',
  'text.pl.name',
  'text.pl.description',
] as const;

const requiredFields = ['text.en.name', 'text.pl.name', 'priceMinor'] as const;

function ServiceForm({ service, onDone }: { service: AdminServiceView | null; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { create, update } = useSaveService();
  const form = useZodForm(ServiceFormSchema, { defaultValues: serviceFormValues(service) });
  const { errors } = form.formState;
  const currency = form.watch('currency');

  const submit = form.handleSubmit(
    async (input) => {
      try {
        if (service) await update.mutateAsync({ serviceId: service.id, ...input });
        else await create.mutateAsync(input);
        toast.success(service ? t('services.messages.updated') : t('services.messages.created'));
        onDone();
      } catch (error) {
        showFormError(form, error, serverFields);
      }
    },
    () => setFormMessage(form, invalidSubmitMessage(form.getValues(), requiredFields)),
  );

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
              maxLength={serviceRules.nameMaxLength}
              required
              error={fieldError(errors.text?.[language]?.name)}
              {...form.register(`text.${language}.name`)}
            />
            <TextAreaField
              label={t('services.form.descriptionField')}
              lang={language}
              maxLength={serviceRules.descriptionMaxLength}
              error={fieldError(errors.text?.[language]?.description)}
              {...form.register(`text.${language}.description`)}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField label={t('services.form.category')} {...form.register('category')}>
          <SelectOptions
            values={serviceCategories}
            labelOf={(category) => t(`common:serviceCategory.${category}`)}
          />
        </SelectField>
        <TextField
          label={t('services.form.price', { currency })}
          hint={t('services.form.priceHint')}
          inputMode="decimal"
          required
          error={fieldError(errors.priceMinor)}
          {...form.register('priceMinor')}
        />
        <TextField
          label={t('services.form.sortOrder')}
          hint={t('services.form.sortOrderHint')}
          inputMode="numeric"
          error={fieldError(errors.sortOrder)}
          {...form.register('sortOrder')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t('services.form.otherPrices')}</legend>
        <p className="text-sm text-ink-muted">{t('services.form.otherPricesHint')}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {currencies
            .filter((other) => other !== currency)
            .map((other) => (
              <TextField
                key={other}
                label={t('services.form.price', { currency: other })}
                inputMode="decimal"
                error={fieldError(errors.prices?.[other])}
                {...form.register(`prices.${other}`)}
              />
            ))}
        </div>
      </fieldset>
      {service ? (
        <ServiceImages serviceId={service.id} />
      ) : (
        <p className="text-sm text-ink-muted">{t('services.images.saveFirst')}</p>
      )}
      <CheckboxField label={t('services.form.active')} className="font-medium" {...form.register('active')} />
      <FormAlert>{formMessage(form)}</FormAlert>
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {service ? t('services.form.save') : t('services.form.create')}
        </Button>
      </div>
    </form>
  );
}
