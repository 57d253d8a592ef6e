import { languageStorageKey } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
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
  const disclosure = () => document.querySelector('summary') as HTMLElement;

  it('is a disclosure named Language with the current language, offering English and Polski', () => {
    render(<LanguageSwitcher />);
    expect(disclosure().textContent).toBe('Language: English');
    const polski = screen.getByRole('button', { name: 'Polski' });
    expect(polski.getAttribute('lang')).toBe('pl');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('changes nothing while the keyboard moves over it, only on a choice', async () => {
    render(<LanguageSwitcher />);
    disclosure().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(disclosure());
    expect((disclosure().parentElement as HTMLDetailsElement).open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Polski' }));
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    // Closed, focus back on the disclosure, its name in the new language.
    expect((disclosure().parentElement as HTMLDetailsElement).open).toBe(false);
    expect(document.activeElement).toBe(disclosure());
    expect(disclosure().textContent).toBe('Język: Polski');
  });

  it('closes on Escape with focus back on the disclosure', async () => {
    render(<LanguageSwitcher />);
    await userEvent.click(disclosure());
    screen.getByRole('button', { name: 'Polski' }).focus();
    await userEvent.keyboard('{Escape}');
    expect((disclosure().parentElement as HTMLDetailsElement).open).toBe(false);
    expect(document.activeElement).toBe(disclosure());
  });

  it('with hrefFor offers links in their language, and with onChange leaves the decision to the app', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher value="en" onChange={onChange} hrefFor={(language) => `/${language}/terms`} />);
    const polski = screen.getByRole('link', { name: 'Polski' });
    expect(polski.getAttribute('href')).toBe('/pl/terms');
    expect(polski.getAttribute('hreflang')).toBe('pl');
    expect(polski.getAttribute('lang')).toBe('pl');
    await userEvent.click(disclosure());
    await userEvent.click(polski);
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

  it('puts itself in the frame it is given, unless it is inside a page frame already', () => {
    const frame = (page: ReactNode) => <PageShell header={<header>Site</header>}>{page}</PageShell>;
    const { unmount } = render(<NotFound frame={frame} />);
    expect(screen.getByRole('main').textContent).toContain('Page not found');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    unmount();
    render(frame(<NotFound frame={frame} />));
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
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
