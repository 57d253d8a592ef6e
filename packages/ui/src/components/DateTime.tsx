import { formatDate, formatDateTime, useTranslation } from '@photoedit/i18n';

/** A moment as a `<time>` element, written per interface language; `dateOnly` leaves out the time of day. */
export function DateTime({
  iso,
  dateOnly = false,
  className,
}: {
  iso: string;
  dateOnly?: boolean;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const text = dateOnly ? formatDate(iso, i18n.language) : formatDateTime(iso, i18n.language);
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
