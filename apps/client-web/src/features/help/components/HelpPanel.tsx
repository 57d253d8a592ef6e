// The help panel of the contact/help widget (SPEC §1): the support hours and three ways to get help: a message
// by e-mail (answered within 2 hours), a Messenger chat, and the FAQ centre, which is not there yet ('Help
// center coming soon! Please use email for now.').
import { messengerChatUrl } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, LoadingScreen, lazyWithRetry, toast } from '@photoedit/ui';
import { Dialog } from 'radix-ui';
import { type RefObject, Suspense, useState } from 'react';

// The form (and its validation) is fetched when someone chooses to write, not with every page.
const ContactForm = lazyWithRetry(() =>
  import('./ContactForm').then((module) => ({ default: module.ContactForm })),
);

export interface HelpPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher, which gets the focus back when the panel closes. */
  launcher: RefObject<HTMLButtonElement | null>;
}

/** The help panel the launcher opens: support hours and the three ways to get help. */
export function HelpPanel({ open, onOpenChange, launcher }: HelpPanelProps) {
  const { t } = useTranslation('help');
  const [view, setView] = useState<'menu' | 'email'>('menu');
  const setOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setView('menu');
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay sm:bg-transparent" />
        <Dialog.Content
          className="fixed right-4 bottom-20 z-50 flex max-h-[calc(100dvh-6rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-y-auto rounded-card bg-white p-5 text-ink shadow-overlay focus:outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            launcher.current?.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
              <p className="text-sm text-ink-muted">{t('hours')}</p>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('close')} className="-mt-2 -mr-2">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            </Dialog.Close>
          </div>
          {view === 'email' ? (
            <Suspense fallback={<LoadingScreen className="min-h-48" />}>
              <ContactForm onSent={() => setOpen(false)} onBack={() => setView('menu')} />
            </Suspense>
          ) : (
            <ul className="flex flex-col gap-2">
              <li>
                <HelpOption
                  label={t('options.email')}
                  hint={t('options.emailHint')}
                  onClick={() => setView('email')}
                />
              </li>
              <li>
                <a
                  href={messengerChatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={optionClasses}
                >
                  <span className="font-medium">{t('options.chat')}</span>
                  <span className="text-sm text-ink-muted">{t('options.chatHint')}</span>
                </a>
              </li>
              <li>
                <HelpOption
                  label={t('options.faq')}
                  hint={t('options.faqHint')}
                  onClick={() => toast.info(t('faqComingSoon'))}
                />
              </li>
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const optionClasses =
  'flex w-full flex-col items-start gap-0.5 rounded-control border border-border px-4 py-3 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function HelpOption({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={optionClasses}>
      <span className="font-medium">{label}</span>
      <span className="text-sm text-ink-muted">{hint}</span>
    </button>
  );
}
