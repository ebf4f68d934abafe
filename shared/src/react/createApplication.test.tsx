import { render, screen } from '@testing-library/react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { addTranslations, i18n } from '../i18n/i18n';
import type { Texts } from '../i18n/translationRegistry';
import { createApplication } from './createApplication';
import { RemoteFragment, setFragmentLoader } from './RemoteFragment';

/** Lets every promise callback already due run (one macrotask turn), without waiting for any time to pass. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A namespace whose texts arrive when the test says so; the page shows English here (jsdom's browser language). */
function namespaceArrivingLater(namespace: string): (texts: Texts) => void {
  let arrive: (texts: Texts) => void = () => undefined;
  const later = new Promise<Texts>((resolve) => {
    arrive = resolve;
  });
  addTranslations(namespace, { en: () => later, pl: () => later });
  return (texts) => arrive(texts);
}

describe('first render and the page language texts', () => {
  // The application owns its React root, as on the page: React schedules it as a browser would, not as act() does.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('starts an application only once its namespace has the page language texts', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    expect(i18n.language).toBe('en');
    const arrive = namespaceArrivingLater('welcome');
    function Welcome() {
      const { t } = useTranslation('welcome');
      return <h1>{t('title')}</h1>;
    }
    const application = createApplication('welcome', Welcome);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { domElement, name: 'welcome' } as never;
    let started = false;
    const start = (async () => {
      await (application.bootstrap as (p: never) => Promise<void>)(props);
      await (application.mount as (p: never) => Promise<void>)(props);
      started = true;
    })();
    await settle();
    expect(started).toBe(false);
    expect(domElement.textContent).toBe('');
    arrive({ title: 'Strength without weights.' });
    await start;
    expect(domElement.querySelector('h1')?.textContent).toBe('Strength without weights.');
    await (application.unmount as (p: never) => Promise<void>)(props);
  });

  it("evaluates an application's code (its load) only once the texts are there, and mounts in a later task", async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const arrive = namespaceArrivingLater('steps');
    const steps: string[] = [];
    function Steps() {
      const { t } = useTranslation('steps');
      return <h1>{t('title')}</h1>;
    }
    const application = createApplication('steps', {
      load: async () => {
        steps.push('code evaluated');
        return Steps;
      },
    });
    // No element given: the application makes its own container (#app-steps) when it mounts.
    const props = { name: 'steps' } as never;
    const bootstrapped = (application.bootstrap as (p: never) => Promise<void>)(props);
    await settle();
    expect(steps).toEqual([]);
    arrive({ title: 'In steps.' });
    await bootstrapped;
    expect(steps).toEqual(['code evaluated']);
    const mounted = (application.mount as (p: never) => Promise<void>)(props);
    // Mounting starts in a task of its own: the task that called it has not even made the container.
    await Promise.resolve();
    expect(document.getElementById('app-steps')).toBeNull();
    await mounted;
    expect(document.querySelector('#app-steps h1')?.textContent).toBe('In steps.');
    await (application.unmount as (p: never) => Promise<void>)(props);
  });

  it('refuses to mount an application whose code was never loaded', async () => {
    const application = createApplication('unloaded', { load: async () => () => null });
    const props = { domElement: document.createElement('div'), name: 'unloaded' } as never;
    await expect((application.mount as (p: never) => Promise<void>)(props)).rejects.toThrow('unloaded was mounted before it was bootstrapped');
  });

  it('shows a fragment only once the namespace its module added has the page language texts', async () => {
    let arrive: (texts: Texts) => void = () => undefined;
    setFragmentLoader(async () => {
      // What a fragment's module does when it is evaluated: add its bundle's namespace.
      arrive = namespaceArrivingLater('teasers');
      function Teasers() {
        const { t } = useTranslation('teasers');
        return <p>{t('title')}</p>;
      }
      return { default: Teasers };
    });
    render(<RemoteFragment fragment="mf-catalog/ProductTeasers" placeholder={<span>reserved</span>} />);
    await settle();
    expect(screen.getByText('reserved')).toBeInTheDocument();
    expect(screen.queryByText('title')).toBeNull();
    arrive({ title: 'Our products' });
    expect(await screen.findByText('Our products')).toBeInTheDocument();
  });
});
