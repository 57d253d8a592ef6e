export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-card border border-dashed border-border-strong bg-surface p-10 text-center">
      <p className="font-medium text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{hint}</p>
    </div>
  );
}
