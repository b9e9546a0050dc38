/** Browser downloads of files made in the page (QR codes, CSV exports). */

/** Hands the blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL; let it go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
