import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';

function ActiveForm({ onSave }: { onSave: (values: { active: boolean }) => void }) {
  const form = useForm({ defaultValues: { active: true } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <CheckboxField label="Active" {...form.register('active')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CheckboxField', () => {
  it('is named by its label, and a click on the label toggles it', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Select all" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByText('Select all'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('registers with react-hook-form and is toggled from the keyboard', async () => {
    const onSave = vi.fn();
    render(<ActiveForm onSave={onSave} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ active: false });
  });

  it('takes a ref (an indeterminate "select all" sets it on the element)', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<CheckboxField ref={ref} label="Select all" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Select all' }));
  });
});
