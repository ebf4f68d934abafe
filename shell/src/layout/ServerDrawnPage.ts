import { createContext, useContext } from 'react';
import type { Language } from '@inercise/shared';

/**
 * The page the shell's server draws the header and footer for. Without JavaScript (a shopper who turned it off, a
 * crawler's first look) the layout's controls must work as plain links: the menu opens as an anchor, the language
 * switch goes to the page in the other language, the cart icon is a link. The browser's applications render
 * without it and draw their usual controls over the server's markup, in boxes of the same size.
 */
export interface ServerDrawnPage {
  /** The page's path and query, as asked for. */
  path: string;
  /** The page's path in each language when it differs by more than the prefix (a product's slug). */
  paths?: Record<Language, string>;
}

export const ServerDrawnPageContext = createContext<ServerDrawnPage | null>(null);

/** The page the server draws, or null in the browser. */
export function useServerDrawnPage(): ServerDrawnPage | null {
  return useContext(ServerDrawnPageContext);
}
