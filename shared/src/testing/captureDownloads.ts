import { afterThisTest } from './afterTest';

/**
 * A page's file downloads caught for the current test: each file the page hands to the browser (an object URL
 * clicked on a link) is kept in the returned list, and the click's navigation, which jsdom cannot do, is skipped.
 * Everything is put back when the test ends.
 */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => `blob:test/${saved.push(blob as Blob)}`;
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = () => undefined;
  afterThisTest(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    HTMLAnchorElement.prototype.click = click;
  });
  return saved;
}
