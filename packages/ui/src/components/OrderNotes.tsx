import { cn } from '../lib/cn';

/**
 * The client's notes for the whole order, as every app shows them: a label above the text, the client's line
 * breaks kept, and a long word (a link, a code) wrapped rather than widening the page.
 */
export function OrderNotes({
  label,
  notes,
  className,
}: {
  label: string;
  notes: string;
  className?: string;
}) {
  return (
    <div className={cn('text-sm', className)}>
      <p className="font-medium text-ink">{label}</p>
      <p className="mt-1 whitespace-pre-wrap text-ink-muted [overflow-wrap:anywhere]">{notes}</p>
    </div>
  );
}
