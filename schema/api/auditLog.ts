import type { FromSchema } from "json-schema-to-ts";

/**
 * What the studio's audit log records (issue 35, item 8), by the kind of work each belongs to: the
 * filters of the log, and the words the studio shows for each.
 */
export const AUDIT_ACTIONS = {
  page_published: "publishing",
  post_published: "publishing",
  post_unpublished: "publishing",
  order_moved: "orders",
  order_refunded: "orders",
  order_address_corrected: "orders",
  discount_code_created: "orders",
  discount_code_ended: "orders",
  shipping_zones_changed: "orders",
  newsletter_sent: "newsletters",
  newsletter_scheduled: "newsletters",
  newsletter_cancelled: "newsletters",
  email_tracking_changed: "newsletters",
  member_invited: "team",
  invitation_withdrawn: "team",
  member_joined: "team",
  role_changed: "team",
  member_removed: "team",
  member_left: "team",
  domain_added: "domains",
  domain_removed: "domains",
  primary_address_changed: "domains",
  fans_exported: "exports",
  subscribers_exported: "exports",
  platform_import_run: "exports",
  platform_import_undone: "exports",
  artist_exported: "exports",
  new_device_sign_in: "sign_ins",
  two_factor_on: "sign_ins",
  two_factor_off: "sign_ins",
  recovery_codes_renewed: "sign_ins",
  team_two_factor_required: "sign_ins",
  team_two_factor_optional: "sign_ins",
  passkey_added: "sign_ins",
  passkey_removed: "sign_ins",
  download_codes_created: "download_codes",
  download_codes_voided: "download_codes",
  download_codes_exported: "exports",
  orders_to_ship_exported: "exports",
  comment_deleted: "comments",
  commenter_blocked: "comments",
  commenter_unblocked: "comments",
  contact_message_deleted: "messages",
  api_key_created: "sign_ins",
  api_key_revoked: "sign_ins",
  webhook_endpoint_created: "integrations",
  webhook_endpoint_changed: "integrations",
  webhook_endpoint_deleted: "integrations",
  webhook_secret_rotated: "integrations",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
export const AUDIT_CATEGORIES = [
  "publishing",
  "orders",
  "newsletters",
  "team",
  "domains",
  "exports",
  "sign_ins",
  "download_codes",
  "comments",
  "messages",
  "integrations",
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** How long the log keeps an entry: a year, then it goes. */
export const AUDIT_KEEP_DAYS = 365;

/** GET /profiles/:profileId/audit-log: a page of the log, newest first, of one kind of work or one person. */
export const auditLogQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    category: { enum: AUDIT_CATEGORIES },
    actor: { type: "string", maxLength: 500, description: "Who did it, as the log names them." },
    offset: { type: "integer", minimum: 0, maximum: 100_000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

const auditEntrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "at", "actor", "action", "subject"],
  properties: {
    id: { type: "string" },
    at: { type: "string", format: "date-time" },
    /** Who did it ("Nia <nia@example.com>"), as they were then: kept when they leave the team. */
    actor: { type: "string" },
    action: { enum: AUDIT_ACTION_NAMES },
    /** What it was done to, in words: a page's title, an order's number, an address. */
    subject: { type: "string" },
  },
} as const;

export const auditLogPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data", "actors"],
  properties: {
    total: { type: "integer", minimum: 0 },
    data: { type: "array", maxItems: 100, items: auditEntrySchema },
    /** Everyone the log names, for its filter. */
    actors: { type: "array", maxItems: 100, items: { type: "string" } },
  },
} as const;

export type AuditEntry = FromSchema<typeof auditEntrySchema>;
export type AuditLogPage = FromSchema<typeof auditLogPageSchema>;
