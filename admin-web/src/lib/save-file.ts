/** Hands a downloaded file to the browser as if its link had been clicked. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; revoking it later frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
