import { api } from "../../client/api/client";
import type { WelcomeSetting, WelcomeSettingInput, WelcomeTriggerKind } from "../../schema/api/welcomeEmails";
import { studioApi } from "./studioApi";
import { studioCall } from "./studioCall";

const path = (profileId: string, kind: WelcomeTriggerKind, triggerId: string) =>
  `profiles/${profileId}/welcome-emails/${kind}/${encodeURIComponent(kind === "first_purchase" ? "purchase" : triggerId)}`;

/** Welcome emails (issue 37): which email answers a list's join, a tier's, and a first purchase. */
export const welcomeEmailsApi = {
  list: (profileId: string) =>
    studioCall(async () => (await api().get(`profiles/${profileId}/welcome-emails`).json<{ welcomes: WelcomeSetting[] }>()).welcomes),
  set: (profileId: string, kind: WelcomeTriggerKind, triggerId: string, setting: WelcomeSettingInput) =>
    studioCall(
      async () =>
        (
          await api()
            .put(path(profileId, kind, triggerId), { json: setting })
            .json<{ welcomes: WelcomeSetting[] }>()
        ).welcomes,
    ),
  remove: (profileId: string, kind: WelcomeTriggerKind, triggerId: string) =>
    studioCall(
      async () =>
        (
          await api()
            .delete(path(profileId, kind, triggerId))
            .json<{ welcomes: WelcomeSetting[] }>()
        ).welcomes,
    ),
  listEmailLists: studioApi.listEmailLists,
  listTiers: studioApi.listTiers,
};

export type WelcomeEmailsApi = typeof welcomeEmailsApi;
