import { Suspense, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { createApplication } from './createApplication';
import { useInBrowser } from './useInBrowser';
import { renderApplicationScreen } from '../firstScreen/firstScreen';
import { drawnWithId } from '../firstScreen/adoptableScreen';
import { getStore } from '../store/appStore';
import { currencyChosen, currencyDefaulted, selectCurrency } from '../store/currencySlice';
import { i18n } from '../i18n/i18n';
import { placeFirstScreen } from '../testing/firstScreen';
import type { RootState } from '../store/makeStore';

/** A page with what adopting must keep apart: ids, a suspense boundary, state, the currency, a browser-only part. */
function Page() {
  const id = useId();
  const [count, setCount] = useState(0);
  const currency = useSelector((state: RootState) => selectCurrency(state));
  const inBrowser = useInBrowser();
  return (
    <Suspense fallback={<p>loading</p>}>
      <h1 id={`${id}-title`}>Flywheel {count}</h1>
      <p>Prices in {currency}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        More
      </button>
      {inBrowser ? <output aria-label="clip">playing</output> : null}
    </Suspense>
  );
}

/** The page as the shell's server sends it: the first screen, wrapped and inert, in the application's container. */
function serverPage(): HTMLElement {
  const drawn = renderApplicationScreen('mf-demo', <Page />, i18n, 'en');
  return placeFirstScreen({ container: 'app-mf-demo', html: `<div class="first-screen" inert="">${drawn}</div>` });
}

async function mount(container: HTMLElement) {
  const application = createApplication('mf-demo', Page);
  const props = { domElement: container, name: 'mf-demo' } as never;
  await (application.bootstrap as (p: never) => Promise<void>)(props);
  await (application.mount as (p: never) => Promise<void>)(props);
  return () => (application.unmount as (p: never) => Promise<void>)(props);
}

describe('an application and the first screen the server drew for it', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let warn: jest.SpyInstance;
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    getStore().dispatch(currencyDefaulted('EUR'));
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    warn.mockRestore();
  });

  it('adopts it: the same elements, wired, no longer inert, with the browser-only part added', async () => {
    const container = serverPage();
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Flywheel 0');
    expect(container.querySelector('output')).toBeNull();
    const unmount = await mount(container);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('.first-screen')).not.toHaveAttribute('inert');
    expect(document.getElementById(drawnWithId('mf-demo'))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading?.textContent).toBe('Flywheel 1');
    expect(container.querySelector('output')).not.toBeNull();
    await unmount();
  });

  it('draws afresh over a first screen drawn in another currency than the shopper chose', async () => {
    const container = serverPage();
    const heading = container.querySelector('h1');
    getStore().dispatch(currencyChosen('PLN'));
    const unmount = await mount(container);
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.querySelector('.first-screen')).toBeNull();
    expect(container.textContent).toContain('Prices in PLN');
    await unmount();
  });

  it('draws afresh over markup the server did not draw for adopting, and on a later mount', async () => {
    const container = placeFirstScreen({ container: 'app-mf-demo', html: '<div class="first-screen" inert=""><h1>Flywheel 0</h1></div>' });
    const heading = container.querySelector('h1');
    const unmount = await mount(container);
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.querySelector('.first-screen')).toBeNull();
    await unmount();
    const again = await mount(container);
    expect(container.querySelector('h1')?.textContent).toBe('Flywheel 0');
    await again();
  });
});
