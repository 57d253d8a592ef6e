import { Fragment } from 'react';

/**
 * An e-mail address in a narrow column: it may wrap after the `@` and before each dot (of the name or the
 * domain), and after a hyphen as any text, never in the middle of a word (a break inside "kowalska" is wrong).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : null;
  const dotted = (text: string) =>
    text.split('.').map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
      <Fragment key={index}>
        {index > 0 ? (
          <>
            <wbr />.
          </>
        ) : null}
        {part}
      </Fragment>
    ));
  return (
    <span className="[overflow-wrap:break-word]">
      {dotted(name)}
      {domain === null ? null : (
        <>
          @<wbr />
          {dotted(domain)}
        </>
      )}
    </span>
  );
}
