import { api } from "../../client/api/client";
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from "../../schema/api/twoFactor";
import { studioCall } from "./studioCall";

/** An editor's own two-step sign-in (issue 35, item 7), and the owner's choice to require it of the team. */
export const twoFactorApi = {
  status: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/account/two-factor`).json<TwoFactorStatus>()),
  /** A new secret, shown once; refused while one is on. */
  setUp: (profileId: string) => studioCall(() => api().post(`profiles/${profileId}/account/two-factor/setup`).json<TwoFactorSetup>()),
  /** Turns it on with the app's first code; gives the ten recovery codes, shown once. */
  confirm: (profileId: string, code: string) =>
    studioCall(() => api().post(`profiles/${profileId}/account/two-factor/confirm`, { json: { code } }).json<RecoveryCodes>()),
  newRecoveryCodes: (profileId: string, code: string) =>
    studioCall(() => api().post(`profiles/${profileId}/account/two-factor/recovery-codes`, { json: { code } }).json<RecoveryCodes>()),
  turnOff: (profileId: string, code: string) =>
    studioCall(() => api().post(`profiles/${profileId}/account/two-factor/disable`, { json: { code } }).json<TwoFactorStatus>()),
  requireOfTeam: (profileId: string, required: boolean) =>
    studioCall(() => api().put(`profiles/${profileId}/team/two-factor`, { json: { required } }).json<{ required: boolean }>()),
};

export type TwoFactorApi = typeof twoFactorApi;
