import type { ComponentProps } from 'react';
import type { loadRemoteModule } from './remoteModules';

// Only its type: the calls below are compiled, never run.
declare const load: typeof loadRemoteModule;
/** The teasers' module as loadRemoteModule types it. */
type Teasers = Awaited<ReturnType<typeof load<'mf-catalog/ProductTeasers'>>>;

describe('the ExposedModules map', () => {
  it('gives loadRemoteModule the type of the module each id names (checked by tsc)', () => {
    const uses = async () => {
      const session = await load('mf-account/session');
      await session.startSession();
      const props: ComponentProps<Teasers['default']> = { count: 3, headingLevel: 2 };
      const app = await load('mf-content/app');
      return [props, app.mount];
    };
    const wrongUses = async () => {
      // @ts-expect-error the catalog exposes no session start-up
      await load('mf-catalog/session');
      // @ts-expect-error an id names its remote, not only the exposed module
      await load('./app');
      const session = await load('mf-account/session');
      // @ts-expect-error the session module exports startSession only
      session.endSession();
      // @ts-expect-error the teasers' heading level is 2, 3 or 4
      const props: ComponentProps<Teasers['default']> = { headingLevel: 1 };
      return props;
    };
    expect([typeof uses, typeof wrongUses]).toEqual(['function', 'function']);
  });
});
