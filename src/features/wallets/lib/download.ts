/**
 * Saves `file` under `filename` through a temporary object URL and a clicked `<a download>`
 * (files built in the browser: the CSV export, the watchlist export).
 */
export function download(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // the browser reads the Blob after the click returns: release it once the download has it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
