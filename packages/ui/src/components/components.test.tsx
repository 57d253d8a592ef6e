import { languageStorageKey } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Card } from './Card';
import { ConfirmDialog } from './ConfirmDialog';
import { Container } from './Container';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoadingScreen } from './LoadingScreen';
import { NotFound } from './NotFound';
import { PageShell } from './PageShell';

describe('LoadingScreen', () => {
  it("is a status with the text 'Loading...'", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});

describe('LanguageSwitcher', () => {
  it('offers English and Polski in a select labelled Language', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('en');
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Polski' }).getAttribute('lang')).toBe('pl');
  });

  it('by default switches the interface language, <html lang> and the remembered choice', async () => {
    render(<LanguageSwitcher />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    // The label follows the language.
    expect(screen.getByRole('combobox', { name: 'Język' })).toBeTruthy();
  });

  it('with value and onChange leaves the decision to the app (e.g. navigate to /pl/...)', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    expect(onChange).toHaveBeenCalledWith('pl');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('NotFound', () => {
  it('shows a heading and a link home', () => {
    render(<NotFound homeHref="/en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });
});

describe('Button', () => {
  it('is a type=button by default and renders its child with asChild', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button asChild variant="secondary">
          <a href="/orders">Your orders</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    const link = screen.getByRole('link', { name: 'Your orders' });
    expect(link.className).toContain('border-border-strong');
  });

  it('lets a later class win over a conflicting default', () => {
    render(
      <>
        <Button className="px-8">Wide</Button>
        <Container className="max-w-3xl">Narrow</Container>
        <Card className="rounded-none">Square</Card>
      </>,
    );
    const classes = screen.getByRole('button', { name: 'Wide' }).className.split(' ');
    expect(classes).toContain('px-8');
    expect(classes).not.toContain('px-4');
    expect(screen.getByText('Narrow').className.split(' ')).not.toContain('max-w-6xl');
    expect(screen.getByText('Square').className.split(' ')).not.toContain('rounded-card');
  });
});

describe('PageShell', () => {
  it('has a skip link to the single main landmark', () => {
    render(
      <PageShell header={<header>Header</header>}>
        <p>Body</p>
      </PageShell>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting: Cancel does nothing, the confirm button acts once', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete order #10042?"
        description="Are you sure you want to delete this order? This action cannot be undone."
        confirmLabel="Delete order"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete order #10042?' });
    expect(dialog.textContent).toContain('This action cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
