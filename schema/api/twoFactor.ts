import type { FromSchema } from "json-schema-to-ts";
import { editorSessionResponseSchema } from "./accounts";

/** A right password for an editor with two-step sign-in on: the code is asked next, within the challenge's time. */
export const secondStepResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["secondStep"],
  properties: {
    secondStep: {
      type: "object",
      additionalProperties: false,
      required: ["challenge", "expiresInSeconds"],
      properties: { challenge: { type: "string" }, expiresInSeconds: { type: "integer" } },
    },
  },
} as const;

/** What a studio login answers: a session, or the second step it still needs. */
export const editorLoginResponseSchema = { anyOf: [editorSessionResponseSchema, secondStepResponseSchema] } as const;
export type EditorLoginResponse = FromSchema<typeof editorLoginResponseSchema>;

/** A code for a challenge: 6 digits from the app, or a recovery code; `rememberDevice` skips the step here for 30 days. */
export const secondStepBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["challenge", "code"],
  properties: {
    challenge: { type: "string", maxLength: 200 },
    code: { type: "string", maxLength: 40 },
    rememberDevice: { type: "boolean" },
  },
} as const;

/** An editor's two-step sign-in, as their account screen shows it. */
export const twoFactorStatusSchema = {
  type: "object",
  additionalProperties: false,
  required: ["enabled", "recoveryCodesLeft", "requiredByTeam"],
  properties: {
    enabled: { type: "boolean" },
    recoveryCodesLeft: { type: "integer" },
    /** Whether the artist's owner requires it of everyone who edits the studio. */
    requiredByTeam: { type: "boolean" },
  },
} as const;
export type TwoFactorStatus = FromSchema<typeof twoFactorStatusSchema>;

/** A new authenticator's secret, shown once: as a QR code and as text to type. */
export const twoFactorSetupSchema = {
  type: "object",
  additionalProperties: false,
  required: ["secret", "otpauthUrl", "qrCode"],
  properties: {
    secret: { type: "string" },
    otpauthUrl: { type: "string" },
    /** An SVG image as a data: URL. */
    qrCode: { type: "string" },
  },
} as const;
export type TwoFactorSetup = FromSchema<typeof twoFactorSetupSchema>;

/** A code that proves the editor holds the authenticator (or a recovery code, where one is taken). */
export const twoFactorCodeBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["code"],
  properties: { code: { type: "string", maxLength: 40 } },
} as const;

/** Ten new recovery codes, shown once. */
export const recoveryCodesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["recoveryCodes"],
  properties: { recoveryCodes: { type: "array", items: { type: "string" }, maxItems: 10 } },
} as const;
export type RecoveryCodes = FromSchema<typeof recoveryCodesSchema>;

/** The owner's choice: everyone who edits the studio must use two-step sign-in. */
export const teamTwoFactorSchema = {
  type: "object",
  additionalProperties: false,
  required: ["required"],
  properties: { required: { type: "boolean" } },
} as const;
