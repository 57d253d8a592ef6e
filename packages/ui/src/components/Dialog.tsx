// A modal dialog of the consoles (Radix): labelled by its title, focus kept inside, Escape and the close button
// close it, focus returns to what opened it. Fits a phone (scrolls inside) and a desktop (max width).

import { useTranslation } from '@photoedit/i18n';
import { Dialog as Radix } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The close button's accessible name (default "Close", translated). */
  closeLabel?: string;
  /** The button that opens the dialog, when the dialog owns its open state's trigger. */
  trigger?: ReactElement;
  /** Tailwind max-width class (default max-w-2xl). */
  width?: string;
  /** Where focus goes on close, when not back to the opener (e.g. a row that a delete removed). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/** A click on a toast (its close button) is not a click outside the dialog: the dialog stays open. */
function keepOpenForToasts(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
    event.preventDefault();
}

export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, width, children } = props;
  const { t } = useTranslation('ui');
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {props.trigger ? <Radix.Trigger asChild>{props.trigger}</Radix.Trigger> : null}
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Radix.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto overscroll-contain rounded-card bg-white p-6 text-ink shadow-overlay focus:outline-none',
            width ?? 'max-w-2xl',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(props.onCloseAutoFocus ? { onCloseAutoFocus: props.onCloseAutoFocus } : {})}
          onInteractOutside={keepOpenForToasts}
        >
          <div className="flex items-start justify-between gap-4">
            <Radix.Title className="text-xl font-semibold">{title}</Radix.Title>
            <Radix.Close
              aria-label={props.closeLabel ?? t('dialog.close')}
              className="-mt-1 -mr-2 grid size-11 shrink-0 cursor-pointer place-items-center rounded-control text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Radix.Close>
          </div>
          {description ? (
            <Radix.Description className="mt-1 text-sm text-ink-muted">{description}</Radix.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it is in (e.g. a Cancel button: `<DialogClose asChild><Button>…</Button></DialogClose>`). */
export const DialogClose = Radix.Close;
