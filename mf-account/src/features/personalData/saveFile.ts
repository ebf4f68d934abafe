/** Hands text to the browser as a file download (an object URL behind a temporary link). */
export function saveFile(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: the URL goes a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
