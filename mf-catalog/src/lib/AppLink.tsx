import type { ReactNode } from 'react';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';

interface Props {
  /** A path without language prefix; the current language is added. */
  to: string;
  className?: string;
  children?: ReactNode;
}

/** A React Router link inside this application that keeps the shopper's language. */
export function AppLink({ to, ...rest }: Props) {
  const localize = useLocalize();
  return <Link to={localize(to)} {...rest} />;
}
