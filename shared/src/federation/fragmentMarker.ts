// Where another team's fragment goes in server-drawn markup. A first screen is static markup drawn in one remote's
// process, which cannot load another remote's components; it leaves this marker instead, and the shell's server
// asks the fragment's owner for its markup and puts it in the marker's place.
import type { FragmentId } from './fragments';

/** The marker's attribute naming the fragment (`mf-catalog/ProductTeasers`). */
export const FRAGMENT_MARKER_ATTRIBUTE = 'data-server-fragment';
/** The marker's attribute holding the fragment's props as JSON. */
export const FRAGMENT_PROPS_ATTRIBUTE = 'data-fragment-props';

/** One marker found in markup: where it starts and ends, and what it asks for. */
export interface FragmentMarker {
  /** Index of the marker's `<div`. */
  start: number;
  /** Index just after the marker's closing `</div>`. */
  end: number;
  fragment: FragmentId;
  /** The fragment's remote (`mf-catalog`) and its exposed name (`ProductTeasers`). */
  remote: string;
  name: string;
  props: Record<string, unknown>;
}

const opening = new RegExp(`<div ${FRAGMENT_MARKER_ATTRIBUTE}="([a-z-]+)/([A-Za-z][A-Za-z0-9]*)" ${FRAGMENT_PROPS_ATTRIBUTE}="([^"]*)"[^>]*>`, 'g');

/** Attribute text back to its value: the entities React writes when it escapes one. */
function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The index just after the `</div>` that closes the div whose opening tag ends at `from`, or -1. */
function closingOf(html: string, from: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}

/**
 * The fragment markers in markup React drew (text and attribute values escaped, so a `<div` is always a tag), in
 * order, markers inside another marker's placeholder left out. Props that are not a JSON object count as none.
 */
export function findFragmentMarkers(html: string): FragmentMarker[] {
  const found: FragmentMarker[] = [];
  opening.lastIndex = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const [tag, remote = '', name = '', propsText = ''] = match;
    const end = closingOf(html, match.index + tag.length);
    if (end < 0) break;
    let props: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(unescapeAttribute(propsText) || '{}');
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) props = parsed as Record<string, unknown>;
    } catch {
      // Unreadable props: the fragment is drawn with its defaults.
    }
    found.push({ start: match.index, end, fragment: `${remote}/${name}` as FragmentId, remote, name, props });
    opening.lastIndex = end;
  }
  return found;
}
