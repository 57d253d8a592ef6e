import type { OrderStatus } from '@photoedit/contracts';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Card } from './Card';
import { OrderStatusBadge } from './OrderStatusBadge';

/**
 * One order in a list (the client's orders, the designer's available and own orders): a group named by its
 * heading ("Order #1042"), the status and other badges beside the heading, details under it, the action (or the
 * total) at the end of that row, and the rest of the card below.
 */
export function OrderCard({
  title,
  headingLevel = 3,
  status,
  badges,
  details,
  action,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  title: string;
  headingLevel?: 3 | 4;
  status?: OrderStatus;
  badges?: ReactNode;
  details?: ReactNode;
  action?: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Card className="p-5" role="group" aria-labelledby={headingId} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={headingId} className="text-lg font-semibold text-ink">
              {title}
            </Heading>
            {status ? <OrderStatusBadge status={status} /> : null}
            {badges}
          </div>
          {details}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
