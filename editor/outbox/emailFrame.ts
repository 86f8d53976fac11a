/**
 * What an email's HTML may do in the frame the studio shows it in: nothing runs (the frame is
 * sandboxed without scripts as well), nothing is sent anywhere; its images, inline styles and fonts show.
 */
export const EMAIL_FRAME_POLICY =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src https: data:; form-action 'none'; base-uri 'none'";

/** An email's HTML as the frame's document (`srcdoc`), its policy first so it holds before any of the email is read. */
export function emailFrameDocument(html: string): string {
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${EMAIL_FRAME_POLICY}">${html}`;
}
