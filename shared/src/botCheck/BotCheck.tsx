// Public entry @inercise/shared/bot-check: Cloudflare Turnstile's widget on the shop's forms. Not a federation
// singleton: only the forms that ask for a bot check bundle it (the footer's newsletter loads it lazily), and it
// imports only React, so a shop without a configured site key carries none of it on its first view.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Turnstile's script, unless runtime-config.json names another (a test's stand-in). */
const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** The part of Turnstile's documented JavaScript API the shop uses. */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => boolean | void;
    },
  ): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loading = new Map<string, Promise<TurnstileApi>>();

/** Adds Turnstile's script once per page (explicit rendering: the shop says where and when a widget appears). */
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) {
      resolve(window.turnstile);
      return;
    }
    const script = document.createElement('script');
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set('render', 'explicit');
    script.src = url.href;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => reject(new Error(`Turnstile's script did not load from ${url.href}`));
    document.head.append(script);
  });
  // A failed load may be retried by the next form that asks.
  promise.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, promise);
  return promise;
}

export interface BotCheckProps {
  siteKey: string;
  scriptUrl?: string;
  /** The page's language ('pl' or 'en'), which the widget speaks. */
  language: string;
  /** The accessible name of the widget's group. */
  label: string;
  /** A token when the check passed; null when it expired, failed or could not load (the form then has none). */
  onToken: (token: string | null) => void;
  /** Changing it gets a fresh token: a token is good for one request only. */
  resetSignal?: number;
}

/** The widget: rendered by Turnstile into a container of its own, removed with the form. */
export function BotCheck({ siteKey, scriptUrl = TURNSTILE_SCRIPT_URL, language, label, onToken, resetSignal = 0 }: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string | undefined } | null>(null);
  const tokenTo = useRef(onToken);
  tokenTo.current = onToken;

  useEffect(() => {
    let cancelled = false;
    loadTurnstile(scriptUrl).then(
      (api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          language,
          callback: (token) => tokenTo.current(token),
          'expired-callback': () => tokenTo.current(null),
          'error-callback': () => {
            tokenTo.current(null);
            // Handled here: Turnstile retries by itself and need not report it to the console as well.
            return true;
          },
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) tokenTo.current(null);
      },
    );
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, scriptUrl, language]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    tokenTo.current(null);
    widget.current.api.reset(widget.current.id);
  }, [resetSignal]);

  return <div ref={container} role="group" aria-label={label} />;
}

export interface BotCheckSettings {
  siteKey: string;
  scriptUrl?: string;
}

/**
 * A form's bot check: `widget` to draw (null when no site key is configured), the current `token` (undefined when no
 * check is configured, so the request carries none), `missing` when a check is configured but not yet passed, and
 * `renew` to call after each request (its token is spent).
 */
export function useBotCheck(settings: BotCheckSettings | undefined, language: string, label: string) {
  const [token, setToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const renew = useCallback(() => setResetSignal((signal) => signal + 1), []);
  // Drawn after the first render: a form adopted from the server's markup (which never has the widget) matches it.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const widget = settings && inBrowser ? (
    <BotCheck siteKey={settings.siteKey} scriptUrl={settings.scriptUrl} language={language} label={label} onToken={setToken} resetSignal={resetSignal} />
  ) : null;
  return { widget, token: settings ? (token ?? undefined) : undefined, missing: Boolean(settings) && token === null, renew };
}
