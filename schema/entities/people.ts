import type { FromSchema } from "json-schema-to-ts";
import { EMAIL_PATTERN, idSchema } from "../common";

/** An artist: every row of data belongs to one profile. */
export const profileSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: { id: idSchema, name: { type: "string", minLength: 1, maxLength: 100 } },
} as const;

export const membershipSchema = {
  type: "object",
  additionalProperties: false,
  required: ["membershipTierId"],
  properties: {
    membershipTierId: { anyOf: [idSchema, { type: "null" }] },
    complimentary: {
      type: "boolean",
      description:
        "True when the fan is on a paid tier without paying for it (given by an import or by the artist) until they subscribe here; absent otherwise.",
    },
  },
} as const;

/** A fan's public account on one artist's site. */
export const userSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "firstName", "lastName", "email", "membership"],
  properties: {
    id: idSchema,
    firstName: { type: "string", maxLength: 25 },
    lastName: { type: "string", maxLength: 25 },
    email: { type: "string", maxLength: 255, pattern: EMAIL_PATTERN },
    membership: membershipSchema,
  },
} as const;

export type Profile = FromSchema<typeof profileSchema>;
export type User = FromSchema<typeof userSchema>;
