import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

function mockReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  return reload;
}

describe('ErrorScreen', () => {
  it('shows the exact texts of the spec and focuses its heading', () => {
    render(<ErrorScreen onRetry={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('Refresh Page reloads the page', async () => {
    const reload = mockReload();
    render(<ErrorScreen onRetry={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Try Again calls onRetry', async () => {
    const onRetry = vi.fn();
    const reload = mockReload();
    render(<ErrorScreen onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is translated', async () => {
    const { changeLanguage } = await import('@photoedit/i18n');
    await changeLanguage('pl');
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Coś poszło nie tak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

const flaky = { shouldThrow: true };
function Flaky() {
  if (flaky.shouldThrow) throw new Error('boom');
  return <p>Recovered content</p>;
}

function Boom(): never {
  throw new Error('x');
}

describe('AppErrorBoundary', () => {
  it('shows the error screen when a child throws, and Try Again renders the children again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.shouldThrow = true;
    const onError = vi.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());

    flaky.shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('renders its children when nothing fails and accepts a custom fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <AppErrorBoundary>
          <p>Fine</p>
        </AppErrorBoundary>
        <AppErrorBoundary fallback={({ error }) => <p>Custom: {(error as Error).message}</p>}>
          <Boom />
        </AppErrorBoundary>
      </>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
    expect(screen.getByText('Custom: x')).toBeTruthy();
  });
});
