// The data sheet is saved as 'product-card-{name}.pdf' (docs/behaviour.md#data-sheet-download).

/** The product name as a file name: characters no file system accepts (and control characters) become '-', spaces stay. */
export function dataSheetFileName(productName: string): string {
  const safe = productName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `product-card-${safe || 'product'}.pdf`;
}

/**
 * Where the data sheet is without JavaScript: the shell proxies /api to the content API on the site's own origin,
 * the same address the browser's API client uses (api.services.products.pdf).
 */
export function dataSheetHref(productId: number): string {
  return `/api/products/${productId}/pdf`;
}

/** Saves a downloaded file under the given name (a temporary object URL clicked as a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
