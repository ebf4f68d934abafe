import { StrictMode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { deferred } from '../testing/deferred';
import { useLoad, type LoadInput, type Loader } from './useLoad';

/** A loader whose calls are kept, each answered by the test. */
function calls<T>() {
  const made: { signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = [];
  const load = jest.fn<Promise<T>, [AbortSignal]>((signal) => {
    const answer = deferred<T>();
    made.push({ signal, answer });
    return answer.promise;
  });
  return { load, made };
}

interface Props {
  load: Loader<string> | null;
  inputs: LoadInput[];
  peek?: () => string | undefined;
}

const render = (props: Props, wrapper?: typeof StrictMode) =>
  renderHook(({ load, inputs, peek }: Props) => useLoad(load, inputs, peek), { initialProps: props, wrapper });

describe('useLoad', () => {
  it('is idle and calls nothing while there is nothing to ask, then loads once there is', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load: null, inputs: [null] });
    expect(hook.result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();

    hook.rerender({ load, inputs: ['token'] });
    expect(hook.result.current.status).toBe('loading');
    await act(async () => made[0]!.answer.resolve('orders'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'orders' });
  });

  it('goes back to idle when there is nothing to ask any more, dropping the call under way', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: ['token'] });
    hook.rerender({ load: null, inputs: [null] });
    expect(made[0]!.signal.aborted).toBe(true);
    expect(hook.result.current.status).toBe('idle');
    await act(async () => made[0]!.answer.resolve('orders of the session that ended'));
    expect(hook.result.current.status).toBe('idle');
  });

  it('shows loading, then the data', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: [] });
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.data).toBeUndefined();
    await act(async () => made[0]!.answer.resolve('catalogue'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'catalogue' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failure with its error, and retry loads again through loading', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: [] });
    const down = new Error('API down');
    await act(async () => made[0]!.answer.reject(down));
    expect(hook.result.current).toMatchObject({ status: 'failed', error: down });

    act(() => hook.result.current.retry());
    expect(hook.result.current.status).toBe('loading');
    await act(async () => made[1]!.answer.resolve('catalogue'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'catalogue' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the call on unmount and drops its late answer', async () => {
    const { load, made } = calls<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = render({ load, inputs: [] });
    hook.unmount();
    expect(made[0]!.signal.aborted).toBe(true);
    await act(async () => made[0]!.answer.resolve('too late'));
    expect(hook.result.current.status).toBe('loading');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('aborts the call when the inputs change, shows loading, and drops the old late answer', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: [1] });
    await act(async () => made[0]!.answer.resolve('product 1'));

    hook.rerender({ load, inputs: [2] });
    expect(hook.result.current.status).toBe('loading');
    hook.rerender({ load, inputs: [3] });
    expect(made[1]!.signal.aborted).toBe(true);
    await act(async () => made[2]!.answer.resolve('product 3'));
    await act(async () => made[1]!.answer.resolve('product 2'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'product 3' });
  });

  it('does not call again while the inputs keep their values, whatever new loader or array it is given', () => {
    const { load } = calls<string>();
    const hook = render({ load, inputs: [1, 'pl'] });
    hook.rerender({ load: (signal) => load(signal), inputs: [1, 'pl'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls the loader of the latest render', async () => {
    const first = calls<string>();
    const second = calls<string>();
    const hook = render({ load: first.load, inputs: [1] });
    hook.rerender({ load: second.load, inputs: [2] });
    expect(second.load).toHaveBeenCalledTimes(1);
    await act(async () => second.made[0]!.answer.resolve('product 2'));
    expect(hook.result.current.data).toBe('product 2');
  });

  it('answers from peek on the first render without a loading state and without a call', () => {
    const { load } = calls<string>();
    const hook = render({ load, inputs: [1], peek: () => 'from the first screen' });
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'from the first screen' });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps what the first render peeked, without a second render (a peek may build a new object each time)', () => {
    const { load } = calls<{ products: string[] }>();
    let renders = 0;
    const hook = renderHook(() => {
      renders += 1;
      return useLoad(load, [], () => ({ products: ['device set'] }));
    });
    expect(hook.result.current.data).toEqual({ products: ['device set'] });
    expect(renders).toBe(1);
  });

  it('peeks again for new inputs: a revisited page shows at once, another one loads', async () => {
    const { load, made } = calls<string>();
    const cache = new Map([[1, 'product 1']]);
    const props = (id: number): Props => ({ load, inputs: [id], peek: () => cache.get(id) });
    const hook = render(props(1));
    hook.rerender(props(2));
    expect(hook.result.current.status).toBe('loading');
    await act(async () => made[0]!.answer.resolve('product 2'));
    hook.rerender(props(1));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'product 1' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when peek has nothing, as on a page the server did not draw', async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: [], peek: () => undefined });
    expect(hook.result.current.status).toBe('loading');
    await act(async () => made[0]!.answer.resolve('articles'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'articles' });
  });

  it("ends with the data under React's development double effects, the first call aborted", async () => {
    const { load, made } = calls<string>();
    const hook = render({ load, inputs: [] }, StrictMode);
    const last = made.at(-1)!;
    expect(made.slice(0, -1).every((call) => call.signal.aborted)).toBe(true);
    await act(async () => last.answer.resolve('catalogue'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'catalogue' });
  });
});
