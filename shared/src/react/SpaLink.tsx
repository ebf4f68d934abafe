import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocalize } from './hooks';

/**
 * Moves to another page of the shop without a reload. single-spa patches history.pushState, so this
 * reroutes every application and tells their routers, wherever this link is rendered (fragments have no router).
 */
export function navigateTo(href: string): void {
  window.history.pushState(null, '', href);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path without language prefix; the current language is added. */
  to: string;
};

/** A link for fragments rendered outside any React Router (header, footer panels). */
export function SpaLink({ to, onClick, children, ...rest }: Props) {
  const localize = useLocalize();
  const href = localize(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigateTo(href);
      }}
    >
      {children}
    </a>
  );
}
