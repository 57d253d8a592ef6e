// The console's tabs (SPEC §2: Dashboard, Users, Orders, Services; plus discount codes). Each tab is a route, so
// reload, back and shared links keep the tab. Tab semantics with a roving tab stop: arrow keys, Home and End move
// between tabs and open them.
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';

export const consolePanelId = 'admin-console-panel';

const tabs = [
  { key: 'dashboard', to: '/staff/admin' },
  { key: 'users', to: '/staff/admin/users' },
  { key: 'orders', to: '/staff/admin/orders' },
  { key: 'atRisk', to: '/staff/admin/at-risk' },
  { key: 'claims', to: '/staff/admin/claims' },
  { key: 'invoices', to: '/staff/admin/invoices' },
  { key: 'services', to: '/staff/admin/services' },
  { key: 'discounts', to: '/staff/admin/discounts' },
  { key: 'apiKeys', to: '/staff/admin/api-keys' },
] as const;

export const tabId = (key: string) => `admin-tab-${key}`;

/** The tab of a pathname (/staff/admin and /staff/admin/ are the Dashboard). */
export function activeTabKey(pathname: string): (typeof tabs)[number]['key'] {
  const path = pathname.replace(/\/+$/, '');
  return tabs.find((tab) => tab.to !== '/staff/admin' && path.startsWith(tab.to))?.key ?? 'dashboard';
}

export function ConsoleTabs() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeTabKey(pathname);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    refs.current[next]?.focus();
    void navigate({ to: tab.to });
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="mt-6 flex flex-wrap gap-x-1 border-b border-border"
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <Link
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            to={tab.to}
            id={tabId(tab.key)}
            role="tab"
            aria-selected={selected}
            aria-controls={consolePanelId}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap no-underline transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-ink-muted hover:border-border-strong hover:text-ink',
            )}
          >
            {t(`tabs.${tab.key}`)}
          </Link>
        );
      })}
    </div>
  );
}
