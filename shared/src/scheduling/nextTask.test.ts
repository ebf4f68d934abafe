import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  const withScheduler = (scheduler: unknown) => {
    Object.defineProperty(globalThis, 'scheduler', { value: scheduler, configurable: true, writable: true });
  };
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    withScheduler({ yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a message to itself', true],
    ['a timer, where there are no message channels', false],
  ])('otherwise resumes in a later task through %s, after the microtasks already queued', async (_how, channels) => {
    withScheduler(undefined);
    const global = globalThis as { MessageChannel?: unknown };
    const before = global.MessageChannel;
    let created = 0;
    class CountedChannel extends NodeMessageChannel {
      constructor() {
        super();
        created += 1;
      }
    }
    global.MessageChannel = channels ? CountedChannel : undefined;
    try {
      const order: string[] = [];
      const resumed = nextTask().then(() => order.push('next task'));
      void Promise.resolve().then(() => order.push('microtask'));
      await resumed;
      expect(order).toEqual(['microtask', 'next task']);
      expect(created > 0).toBe(channels);
    } finally {
      global.MessageChannel = before;
    }
  });
});
