/**
 * An e-mail address in a narrow column: it may wrap after the `@`, before each dot of the domain (and after a
 * hyphen, as any text), never in the middle of a word (a break inside "anna.kowalska" reads as two names).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="[overflow-wrap:break-word]">{email}</span>;
  const domainParts = email.slice(at + 1).split('.');
  return (
    <span className="[overflow-wrap:break-word]">
      {email.slice(0, at)}@<wbr />
      {domainParts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <span key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}
