/** Hands a downloaded file to the browser as a download (object URL, a click on a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
