/** A new task: between two steps of the start the browser may paint and answer the shopper's input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
