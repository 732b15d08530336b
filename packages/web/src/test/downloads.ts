import { onTestFinished, vi } from 'vitest';

/**
 * Catches what the page saves as a file (jsdom has neither object URLs nor downloads): each saved
 * file's name and text, in order. Undone when the test ends.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { filename: string; text: Promise<string> }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ filename: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}
