// The data a server-drawn first screen was made from, handed to the application in the page itself, so that the
// application's first render is the same page at once (no loading state, no second request).

/** JSON for the text of a data block (a script element that is never run): `<` escaped, so it cannot end early. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data block's markup: JSON in a script element of type application/json. */
export function firstScreenDataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;
}

/** Takes a first screen's data block out of the page: its parsed JSON, or undefined when absent or unreadable. */
export function takeFirstScreenData(id: string, page: Document = document): unknown {
  const block = page.getElementById(id);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
