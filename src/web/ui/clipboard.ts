/**
 * SPEC §8: where the clipboard is unsupported, copying does nothing but warn. Returns whether the
 * text reached the clipboard, so the caller can show its 2 s confirmation.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    console.warn('Copy is not supported in this browser.');
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Could not copy to the clipboard.', error);
    return false;
  }
}
