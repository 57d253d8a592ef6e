import { SelectField, SelectOptions } from '@photoedit/ui';
import { useAssignableDesigners } from '../api/orders';

/** A choice among the designers who can take work now (approved, active), "name (e-mail)", with an empty first option. */
export function DesignerSelect({
  label,
  emptyLabel,
  value,
  onChange,
}: {
  label: string;
  /** What the empty option says ("No designer", "Choose a designer"). */
  emptyLabel: string;
  value: string;
  onChange: (designerId: string) => void;
}) {
  const designers = useAssignableDesigners();
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <SelectOptions
        values={['', ...(designers.data?.items.map((designer) => designer.id) ?? [])]}
        labelOf={(id) => {
          if (id === '') return emptyLabel;
          const designer = designers.data?.items.find((each) => each.id === id);
          return designer ? `${designer.displayName ?? designer.email} (${designer.email})` : id;
        }}
      />
    </SelectField>
  );
}
