/**
 * A Content-Disposition that saves the file as `fileName`: a plain ASCII name for old clients and
 * the exact name, in UTF-8, for the rest (RFC 6266).
 */
export function attachmentNamed(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
