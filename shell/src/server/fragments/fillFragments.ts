import { remoteNames, type Language, type RemoteName } from '@inercise/shared';
import { findFragmentMarkers } from '@inercise/shared/first-screen';

/** What a remote sent for one of its fragments: its markup and the stylesheets that markup needs. */
interface RemoteFragmentMarkup {
  html: string;
  stylesheets: string[];
}

/** Asks a remote for the server markup of one of its fragments (`ProductTeasers`) with the props the page gave. */
export type FetchFragment = (
  remote: RemoteName,
  fragment: string,
  props: Record<string, unknown>,
  language: Language,
) => Promise<RemoteFragmentMarkup | null>;

const isRemoteName = (name: string): name is RemoteName => (remoteNames as string[]).includes(name);

/**
 * A first screen with the fragments it holds drawn in: each marker RemoteFragment left (shared
 * federation/fragmentMarker.ts) gets its owner's markup in place of its placeholder, all asked for at once. The
 * marker stays around it: the page's application finds that markup there and shows it until the fragment's own
 * code has drawn. A fragment its owner
 * cannot draw (no renderer, down, slow, failing) keeps its marker and placeholder: the browser draws it.
 */
export async function fillFragments(
  html: string,
  language: Language,
  fetchFragment: FetchFragment,
): Promise<{ html: string; stylesheets: string[] }> {
  const markers = findFragmentMarkers(html);
  if (markers.length === 0) return { html, stylesheets: [] };
  const drawn = await Promise.all(
    markers.map((marker) =>
      isRemoteName(marker.remote) ? fetchFragment(marker.remote, marker.name, marker.props, language).catch(() => null) : Promise.resolve(null),
    ),
  );
  const stylesheets: string[] = [];
  let filled = '';
  let from = 0;
  markers.forEach((marker, index) => {
    const fragment = drawn[index];
    filled += html.slice(from, marker.start);
    if (fragment && typeof fragment.html === 'string' && fragment.html !== '') {
      const openingEnd = html.indexOf('>', marker.start) + 1;
      filled += `${html.slice(marker.start, openingEnd)}${fragment.html}</div>`;
      if (Array.isArray(fragment.stylesheets)) stylesheets.push(...fragment.stylesheets);
    } else {
      filled += html.slice(marker.start, marker.end);
    }
    from = marker.end;
  });
  return { html: filled + html.slice(from), stylesheets };
}
