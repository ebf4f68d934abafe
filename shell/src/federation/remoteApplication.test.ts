import { loadRemoteModule } from '@inercise/shared';
import { waitFor } from '@testing-library/react';
import { deferred } from '@inercise/shared/testing';
import { remoteApplication } from './remoteApplication';

jest.mock('@inercise/shared', () => ({ ...jest.requireActual('@inercise/shared'), loadRemoteModule: jest.fn() }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function container(html: string): HTMLElement {
  document.body.innerHTML = `<main><div id="app-mf-content">${html}</div></main>`;
  return document.getElementById('app-mf-content')!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The shell's stand-in has a single mount function (single-spa's type also allows a list). */
async function mount(element: HTMLElement): Promise<void> {
  const { mount: run } = remoteApplication('mf-content', 'app-mf-content');
  if (typeof run !== 'function') throw new Error('expected one mount function');
  await run({ domElement: element } as never);
}

describe('remoteApplication', () => {
  afterEach(() => load.mockReset());

  it('keeps the first screen the server sent until the application mounts over it', async () => {
    const element = container('<section><h1>Hero</h1></section>');
    const remote = deferred<unknown>();
    load.mockReturnValue(remote.promise as never);
    const seenAtMount: string[] = [];
    await mount(element);
    expect(element.querySelector('[aria-busy="true"]')).toBeNull();
    expect(element.textContent).toBe('Hero');
    remote.resolve({
      bootstrap: async () => undefined,
      mount: async ({ domElement }: { domElement: HTMLElement }) => {
        seenAtMount.push(domElement.textContent ?? '');
        domElement.replaceChildren('Home page');
      },
      unmount: async () => undefined,
    });
    await waitFor(() => expect(seenAtMount).toEqual(['Hero']));
    expect(element.textContent).toBe('Home page');
    expect(load).toHaveBeenCalledWith('mf-content/app');
  });

  it('draws over the first screen only once its eager images are decoded (not waiting for lazy ones)', async () => {
    const element = container('<section><img alt="poster" src="poster.avif"><img alt="below" loading="lazy" src="b.webp"></section>');
    const decode = deferred<void>();
    const [poster, below] = [...element.querySelectorAll('img')];
    Object.assign(poster!, { decode: () => decode.promise });
    const lazyDecode = jest.fn(() => new Promise<void>(() => undefined));
    Object.assign(below!, { decode: lazyDecode });
    const mounted = jest.fn(async () => undefined);
    load.mockResolvedValue({ bootstrap: async () => undefined, mount: mounted, unmount: async () => undefined } as never);
    await mount(element);
    await settle();
    expect(mounted).not.toHaveBeenCalled();
    decode.resolve();
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    expect(lazyDecode).not.toHaveBeenCalled();
  });

  it('shows the loading state in an empty container, and the translated fallback in place of a first screen when the remote fails', async () => {
    const empty = container('');
    const pending = deferred<unknown>();
    load.mockReturnValue(pending.promise as never);
    await mount(empty);
    expect(empty.querySelector('[aria-busy="true"]')).not.toBeNull();

    const prerendered = container('<section><h1>Hero</h1></section>');
    load.mockRejectedValue(new Error('remote down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(prerendered);
    await settle();
    expect(prerendered.querySelector('[role="alert"]')).not.toBeNull();
    expect(prerendered.textContent).not.toContain('Hero');
  });
});
