import { Fragment } from 'react';

/**
 * An e-mail address that may wrap where a reader expects it to: after the "@" and before each dot, rather than at
 * any letter when a phone's card is narrower than the address.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
