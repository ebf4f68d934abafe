interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back to the browser and resumes in a task of its own, so long start-up work runs as several
 * short tasks and a shopper's tap between two of them is answered at once. `scheduler.yield()` resumes ahead of other
 * queued work where the browser has it; elsewhere a message to ourselves, which (unlike a timer) is never clamped;
 * a timer only where neither exists (a test's DOM).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
