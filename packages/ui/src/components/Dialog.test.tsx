import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../toast/notify';
import { Toaster } from '../toast/Toaster';
import { Dialog } from './Dialog';

function OrderDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <button type="button">Behind the dialog</button>
      <Dialog open={open} onOpenChange={setOpen} title="Order #7">
        <button type="button" onClick={() => toast.success('Designer assigned.')}>
          Assign
        </button>
      </Dialog>
    </>
  );
}

beforeAll(() => {
  // jsdom has no pointer capture, which sonner's toast uses for swiping.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => act(() => toast.dismiss()));

describe('Dialog with a toast shown over it', () => {
  it('lets the toast be closed with its button, and stays open', async () => {
    render(<OrderDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Designer assigned.');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Designer assigned.')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Order #7' })).toBeDefined();
  });

  it('still closes on a press outside that is not a toast', async () => {
    render(<OrderDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Designer assigned.');
    const overlay = document.querySelector('.bg-overlay') as HTMLElement;
    fireEvent.pointerDown(overlay, { pointerType: 'mouse' });
    fireEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order #7' })).toBeNull());
  });
});
