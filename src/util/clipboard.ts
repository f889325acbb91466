/**
 * Copies `text`: through the Clipboard API first; when that is refused (no user gesture, no
 * permission, an insecure page), the old way — `field` (the visible field holding the text, which
 * stays selected so the visitor can copy by hand) or else a hidden, read-only text area — with
 * execCommand('copy'). True when the text was copied.
 */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) {
      field.focus();
      field.select();
      return document.execCommand('copy');
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
