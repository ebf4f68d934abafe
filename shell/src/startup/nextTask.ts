/**
 * A new task: between two steps of the start the browser may paint and answer the shopper's input. Only for the
 * entry's steps before @inercise/shared is loaded; from then on the start yields with shared's `nextTask`.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
