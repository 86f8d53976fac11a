/** The privacy signals a browser may carry; `globalPrivacyControl` is not in TypeScript's DOM types yet. */
export interface PrivacySignals {
  readonly doNotTrack?: string | null;
  readonly globalPrivacyControl?: boolean;
}

/**
 * Whether the visitor lets the site count what they do: not when they ask not to be tracked (Do
 * Not Track) or not to have their data sold or shared (Global Privacy Control). The server ignores
 * such visitors too, but their browser should not even send.
 */
export function collectingAllowed(navigator: PrivacySignals): boolean {
  return navigator.doNotTrack !== "1" && navigator.globalPrivacyControl !== true;
}
