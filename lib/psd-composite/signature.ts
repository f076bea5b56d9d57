/** Whether bytes start as a Photoshop file (PSD or PSB) does: apart, so the page can ask without loading the reader. */
export function isPsd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === '8BPS';
}
