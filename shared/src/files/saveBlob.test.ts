import { saveBlob } from './saveBlob';

describe('saveBlob', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;

  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return `blob:test/${created.length}`;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });

  afterEach(() => {
    jest.useRealTimers();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('clicks a link naming the file, leaves nothing in the page and frees the URL later', () => {
    const clicks: Array<{ href: string; download: string }> = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicks.push({ href: link.href, download: link.download });
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    const blob = new Blob(['{"a":1}'], { type: 'application/json' });

    saveBlob(blob, 'my-data.json');

    document.removeEventListener('click', onClick);
    expect(created).toEqual([blob]);
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'my-data.json' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(['blob:test/1']);
  });
});
