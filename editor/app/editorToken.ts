import { EDITOR_TOKEN_STORAGE_KEY } from "../api/studioApi";

/** The editor's session token in the browser's storage (apart from a fan's); storage may be unavailable. */
export function readEditorToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(EDITOR_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeEditorToken(token: string | null): void {
  try {
    if (token === null) globalThis.localStorage?.removeItem(EDITOR_TOKEN_STORAGE_KEY);
    else globalThis.localStorage?.setItem(EDITOR_TOKEN_STORAGE_KEY, token);
  } catch (error) {
    console.error("Could not store the editor's session", error);
  }
}
