/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { RemoteFragment } from '../react/RemoteFragment';
import { findFragmentMarkers } from './fragmentMarker';

describe('fragment markers', () => {
  it('are what RemoteFragment draws on the server: the fragment, its props and its placeholder', () => {
    const html = renderToStaticMarkup(
      <section>
        <h2>Products</h2>
        <RemoteFragment fragment="mf-catalog/ProductTeasers" props={{ count: 3 }} placeholder={<div className="slot"><div /></div>} deferred />
        <p>after</p>
      </section>,
    );
    const [marker, ...others] = findFragmentMarkers(html);
    expect(others).toEqual([]);
    expect(marker).toMatchObject({ fragment: 'mf-catalog/ProductTeasers', remote: 'mf-catalog', name: 'ProductTeasers', props: { count: 3 } });
    // The whole marker, its nested placeholder included, and nothing after it.
    expect(html.slice(marker!.start, marker!.end)).toMatch(/^<div data-server-fragment="mf-catalog\/ProductTeasers"[^>]*><div class="slot"><div><\/div><\/div><\/div>$/);
    expect(html.slice(marker!.end)).toBe('<p>after</p></section>');
  });

  it('carry props whatever characters they hold, and count unreadable props as none', () => {
    const text = `"quoted" & <tagged> 'single'`;
    // A prop no fragment takes, to see the escaping: the map's types are checked elsewhere.
    const html = renderToStaticMarkup(<RemoteFragment fragment="mf-content/NewsletterForm" props={{ text } as never} />);
    expect(html).not.toContain('<tagged>');
    expect(findFragmentMarkers(html)[0]?.props).toEqual({ text });
    const broken = '<div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="{nope"></div>';
    expect(findFragmentMarkers(broken)[0]?.props).toEqual({});
    const array = '<div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="[1]"></div>';
    expect(findFragmentMarkers(array)[0]?.props).toEqual({});
  });

  it('finds each of several markers once, and none in markup cut short', () => {
    const html = renderToStaticMarkup(
      <>
        <RemoteFragment fragment="mf-cart-checkout/CartIcon" />
        <RemoteFragment fragment="mf-account/UserPanel" />
      </>,
    );
    expect(findFragmentMarkers(html).map((marker) => marker.fragment)).toEqual(['mf-cart-checkout/CartIcon', 'mf-account/UserPanel']);
    expect(findFragmentMarkers('<div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="{}"><div></div>')).toEqual([]);
    expect(findFragmentMarkers('<div data-server-fragment="../x" data-fragment-props="{}"></div>')).toEqual([]);
  });
});
