// Edits for the "must be able to fail" tests: each replaces text that must be there, so a test never passes
// because the file it breaks has changed under it.
export const replaceOnce = (text: string, from: string | RegExp, to: string): string => {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`the text to change is not there: ${String(from)}`);
  return text.replace(from, to);
};
