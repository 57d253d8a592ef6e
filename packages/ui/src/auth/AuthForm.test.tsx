import { Email } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailField } from '../forms/TextField';
import { fieldProps, setFormMessage, useZodForm } from '../forms/useZodForm';
import { AuthForm } from './AuthForm';

const EmailForm = z.object({ email: Email });

/** Refuses the first submission with a form message, waits on `release` for the second. */
function SignInForm({ release }: { release: Promise<void> }) {
  const form = useZodForm(EmailForm, { defaultValues: { email: 'client@example.com' } });
  const attempts = useRef(0);
  const onSubmit = form.handleSubmit(async () => {
    attempts.current += 1;
    if (attempts.current === 1) setFormMessage(form, 'Invalid e-mail or password.');
    else await release;
  });
  return (
    <AuthForm form={form} onSubmit={onSubmit} submitLabel="Sign in" pendingLabel="Signing in...">
      <EmailField label="E-mail" {...fieldProps(form, 'email')} />
    </AuthForm>
  );
}

describe('AuthForm', () => {
  it('shows the form message as an alert above the submit button, and clears it on the next submit', async () => {
    let done = () => {};
    const release = new Promise<void>((resolve) => {
      done = resolve;
    });
    render(<SignInForm release={release} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit.getAttribute('type')).toBe('submit');

    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password.');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    done();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDefined();
  });
});
