/**
 * Undo steps for what a test changed outside React (fetch, the runtime config, nodes put into the page), run after
 * every test of a file that imports the kit, so nothing carries over to the next test.
 */
const undoSteps: (() => void)[] = [];

/** Runs `undo` once the current test ends; steps run last-in first-out, so nested changes unwind in order. */
export function afterThisTest(undo: () => void): void {
  undoSteps.push(undo);
}

/** Runs every pending undo step; the first error is rethrown after all have run, so one failure cannot leak the rest. */
export function runUndoSteps(): void {
  let failure: unknown = null;
  while (undoSteps.length > 0) {
    const undo = undoSteps.pop() as () => void;
    try {
      undo();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}

// Registered when a test file first imports the kit; outside Jest (a script reading the fixtures) there is no hook.
if (typeof afterEach === 'function') afterEach(runUndoSteps);
