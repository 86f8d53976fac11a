import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { api } from "../../client/api/client";
import type { Editor } from "../../schema/api/accounts";
import type { Passkey, PasskeyList } from "../../schema/api/passkeys";
import { studioCall } from "./studioCall";

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];
type RequestOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/**
 * The browser's half of a ceremony: its own prompt (Touch ID, Windows Hello, a phone, a key). A
 * cancelled or timed-out prompt is the person's choice, said as such, not as a failure of ours.
 */
async function inBrowser<T>(run: () => Promise<T>, cancelled: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const name = error instanceof Error ? ((error as { cause?: { name?: string } }).cause?.name ?? error.name) : "";
    throw new Error(
      name === "NotAllowedError" || name === "AbortError" ? cancelled : `${cancelled} (${String((error as Error)?.message ?? error)})`,
    );
  }
}

const CANCELLED_SIGN_IN = "No passkey was used: the browser's prompt was closed or timed out. Try again, or sign in another way.";

/** An editor's passkeys (issue 35, item 7): in Your account, and at the studio's login. */
export const passkeysApi = {
  list: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/account/passkeys`).json<PasskeyList>()),
  /** Makes a passkey on this device for the editor (the browser asks them), and adds it under `name`. */
  add: async (profileId: string, name: string) => {
    const { options } = await studioCall(() =>
      api().post(`profiles/${profileId}/account/passkeys/options`).json<{ options: CreationOptions }>(),
    );
    const credential = await inBrowser(
      () => startRegistration({ optionsJSON: options }),
      "No passkey was made: the browser's prompt was closed or timed out.",
    );
    return studioCall(() => api().post(`profiles/${profileId}/account/passkeys`, { json: { name, credential } }).json<Passkey>());
  },
  remove: (profileId: string, passkeyId: string) =>
    studioCall(() =>
      api()
        .delete(`profiles/${profileId}/account/passkeys/${encodeURIComponent(passkeyId)}`)
        .json<{ ok: true }>(),
    ),
  /** The second step of a sign-in with a passkey instead of the code: the password's challenge, then the browser's prompt. */
  signInSecondStep: async (step: { challenge: string; rememberDevice: boolean }) => {
    const { options } = await studioCall(() =>
      api()
        .post("editor/sessions/second-step/passkey-options", { json: { challenge: step.challenge } })
        .json<{ options: RequestOptions }>(),
    );
    const credential = await inBrowser(() => startAuthentication({ optionsJSON: options }), CANCELLED_SIGN_IN);
    return studioCall(() =>
      api()
        .post("editor/sessions/second-step/passkey", { json: { ...step, credential } })
        .json<{ editor: Editor }>(),
    );
  },
  /** A sign-in with a passkey alone: the browser offers the passkeys it holds for this address. */
  signIn: async () => {
    const { options } = await studioCall(() => api().post("editor/sessions/passkey-options").json<{ options: RequestOptions }>());
    const credential = await inBrowser(() => startAuthentication({ optionsJSON: options }), CANCELLED_SIGN_IN);
    return studioCall(() => api().post("editor/sessions/passkey", { json: { credential } }).json<{ editor: Editor }>());
  },
};

export type PasskeysApi = typeof passkeysApi;
