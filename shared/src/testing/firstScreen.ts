import { firstScreenDataBlock } from '../firstScreen/firstScreenData';
import { afterThisTest } from './afterTest';

export interface PlacedFirstScreen {
  /** The id of the application's container, as the shell's page has it: 'app-mf-catalog'. */
  container?: string;
  /** The markup the server drew. */
  html?: string;
  /** The data blocks the server handed over, by block id. */
  data?: Record<string, unknown>;
}

/**
 * Puts a server-drawn first screen into the page, as the shell's server sends it: the markup, then the data it was
 * drawn from in JSON blocks, for a test of how the application takes it over. Removed when the test ends.
 */
export function placeFirstScreen({ container, html = '', data = {} }: PlacedFirstScreen = {}): HTMLElement {
  const element = document.createElement('div');
  if (container !== undefined) element.id = container;
  element.innerHTML = html + Object.entries(data).map(([id, value]) => firstScreenDataBlock(id, value)).join('');
  document.body.append(element);
  afterThisTest(() => element.remove());
  return element;
}
