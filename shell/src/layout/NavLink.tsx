import type { ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { stripLanguage, useLocalize, useLocationPath } from '@inercise/shared';
import { useServerDrawnPage } from './ServerDrawnPage';

interface Props {
  to: string;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
  onNavigate?: () => void;
  ariaLabel?: string;
}

/** A link in the shell's chrome: keeps the language prefix and lets single-spa route without a reload. */
export function NavLink({ to, className, activeClassName, children, onNavigate, ariaLabel }: Props) {
  const localize = useLocalize();
  const href = localize(to);
  const location = useLocationPath();
  // On the server there is no address bar: the page being drawn is the current one.
  const server = useServerDrawnPage();
  const current = stripLanguage((server?.path ?? location).split('?')[0] ?? '/');
  const active = current === to;
  return (
    <a
      href={href}
      aria-label={ariaLabel}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      onClick={(event) => {
        // Let the browser handle new-tab and download clicks.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        navigateToUrl(href);
      }}
    >
      {children}
    </a>
  );
}
