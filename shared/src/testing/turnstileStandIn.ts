import type { TurnstileApi } from '../botCheck/BotCheck';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';

/** Turnstile's always-passing test site key. */
const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';

export interface TurnstileStandIn {
  /** Each widget drawn, with the site key and language it was asked for. */
  rendered: { sitekey: string; language?: string }[];
  /** Passes the last widget's check, as Turnstile does once the visitor is checked. */
  pass(token: string): void;
  /** Puts back the runtime configuration and removes the stand-in. */
  uninstall(): void;
}

interface StandInState {
  rendered: TurnstileStandIn['rendered'];
  passLast: (token: string) => void;
}

let current: StandInState = { rendered: [], passLast: () => undefined };

// One API object for every test: the page keeps the API its script defined once (the bot check caches the loaded
// script), so the object reports to whichever stand-in is installed now.
const api: TurnstileApi = {
  render: (_container, options) => {
    current.rendered.push({ sitekey: options.sitekey, language: options.language });
    current.passLast = (token) => options.callback?.(token);
    return `widget-${current.rendered.length}`;
  },
  reset: () => undefined,
  remove: () => undefined,
};

/**
 * Configures a bot check (Turnstile's test site key) and puts on `window` a stand-in of the API Turnstile's script
 * defines, so a form's widget is drawn and passed without the network.
 */
export function installTurnstileStandIn(siteKey: string = TURNSTILE_TEST_SITE_KEY): TurnstileStandIn {
  const before = getRuntimeConfig();
  const state: StandInState = { rendered: [], passLast: () => undefined };
  current = state;
  setRuntimeConfig({ ...before, turnstile: { siteKey } });
  window.turnstile = api;
  return {
    rendered: state.rendered,
    pass: (token) => state.passLast(token),
    uninstall: () => {
      setRuntimeConfig(before);
      delete window.turnstile;
    },
  };
}
