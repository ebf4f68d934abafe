/** Hands a file the page holds to the browser's download, under its name (an object URL behind a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; revoking at once cancels the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
