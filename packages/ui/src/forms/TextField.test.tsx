import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailField, PasswordField, TextField } from './TextField';

describe('TextField', () => {
  it('ties its hint and error to the input', () => {
    render(<TextField label="Company" hint="As on the invoice" error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});

describe('EmailField', () => {
  it('is an e-mail input with the e-mail keyboard, filled from the browser, without autocorrection', () => {
    render(<EmailField label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('lets a sign-in form ask for the username instead', () => {
    render(<EmailField label="E-mail" autoComplete="username" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('autocomplete')).toBe('username');
  });
});

describe('PasswordField', () => {
  it('is a password input that tells password managers which password it is', () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
  });
});
