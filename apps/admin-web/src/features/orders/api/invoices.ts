// The month's invoices in the console (issue 35), with the accountant's export addresses.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useMonthInvoices(month: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.invoices.month.queryOptions({ month }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}
