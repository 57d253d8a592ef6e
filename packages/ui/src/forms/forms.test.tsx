import { Email } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EmailField } from './TextField';
import { fieldProps, useZodForm } from './useZodForm';

const EmailForm = z.object({ email: Email });

function EmailOnlyForm({ onValid }: { onValid: (email: string) => void }) {
  const form = useZodForm(EmailForm, { defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values.email))}>
      <EmailField label="E-mail" {...fieldProps(form, 'email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('fieldProps', () => {
  it("registers the field and shows the schema's message, translated, on it", async () => {
    const onValid = vi.fn();
    render(<EmailOnlyForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(
      'Please enter your email address.',
    );
    await userEvent.type(input, 'client@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith('client@example.com');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
