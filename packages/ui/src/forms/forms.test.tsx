import { Email } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormSubmit } from './FormSubmit';
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

describe('FormSubmit', () => {
  it('shows the form error as an alert above the submit button', () => {
    render(
      <form>
        <FormSubmit error="Invalid e-mail or password." pending={false} pendingLabel="Signing in...">
          Sign in
        </FormSubmit>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid e-mail or password.');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
  });

  it('has no alert without an error, and says the pending label while the form is sent', () => {
    render(
      <form>
        <FormSubmit error={undefined} pending pendingLabel="Signing in...">
          Sign in
        </FormSubmit>
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
