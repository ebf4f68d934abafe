import { loadPageBundleAfterFirstPaint } from './pageStart';
import { markFirstScreensInert } from './markFirstScreensInert';

function startScript(main?: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (main) script.dataset.main = main;
  return script;
}

const bundleScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the start of a page with a first screen', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds the page bundle named by data-main only once the first screen has been painted', async () => {
    let painted: () => void = () => undefined;
    const paint = new Promise<void>((resolve) => (painted = resolve));
    const started = loadPageBundleAfterFirstPaint(startScript('/main.0123456789.js'), () => paint);
    await Promise.resolve();
    expect(bundleScripts()).toEqual([]);
    painted();
    await started;
    expect(bundleScripts()).toEqual(['/main.0123456789.js']);
  });

  it('opens the local storage in a task after the bundle has been asked for', async () => {
    jest.useFakeTimers();
    const read = jest.spyOn(Storage.prototype, 'length', 'get');
    try {
      await loadPageBundleAfterFirstPaint(startScript('/main.0123456789.js'), () => Promise.resolve());
      expect(bundleScripts()).toEqual(['/main.0123456789.js']);
      expect(read).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(read).toHaveBeenCalled();
    } finally {
      read.mockRestore();
      jest.useRealTimers();
    }
  });

  it('adds nothing when it names no bundle', async () => {
    await loadPageBundleAfterFirstPaint(startScript(), () => Promise.resolve());
    await loadPageBundleAfterFirstPaint(null, () => Promise.resolve());
    expect(bundleScripts()).toEqual([]);
  });

  it('makes the server’s first screens inert, and nothing else', () => {
    document.body.innerHTML = '<div id="app-mf-content"><div class="first-screen"><a href="/pl/shop">Sklep</a></div></div><header><a href="/pl">Inercise</a></header>';
    markFirstScreensInert();
    expect(document.querySelector('.first-screen')).toHaveAttribute('inert', '');
    expect(document.querySelector('header')).not.toHaveAttribute('inert');
    document.body.replaceChildren();
  });

  it('leaves a screen that is already inert untouched when the page bundle marks the screens again', () => {
    document.body.innerHTML = '<div class="first-screen" inert=""></div><div class="first-screen"></div>';
    const [marked, unmarked] = [...document.querySelectorAll<HTMLElement>('.first-screen')];
    if (!marked || !unmarked) throw new Error('both screens are on the page');
    const setOnMarked = jest.spyOn(marked, 'setAttribute');
    markFirstScreensInert();
    expect(setOnMarked).not.toHaveBeenCalled();
    expect(unmarked).toHaveAttribute('inert', '');
    document.body.replaceChildren();
  });
});
