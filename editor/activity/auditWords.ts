import type { AuditAction, AuditCategory } from "../../schema/api/auditLog";

/** What each entry of the audit log says was done. */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  page_published: "Published a page",
  post_published: "Published a post",
  post_unpublished: "Unpublished a post",
  order_moved: "Moved an order",
  order_refunded: "Refunded an order",
  discount_code_created: "Made a discount code",
  discount_code_ended: "Ended a discount code",
  newsletter_sent: "Sent a newsletter",
  newsletter_scheduled: "Scheduled a newsletter",
  newsletter_cancelled: "Cancelled a newsletter",
  member_invited: "Invited someone",
  invitation_withdrawn: "Withdrew an invitation",
  member_joined: "Joined the team",
  role_changed: "Changed a role",
  member_removed: "Removed someone",
  member_left: "Left the team",
  domain_added: "Added a domain",
  domain_removed: "Removed a domain",
  primary_address_changed: "Changed the primary address",
  fans_exported: "Exported the fans",
  subscribers_exported: "Exported a list",
  new_device_sign_in: "Signed in on a new device",
  two_factor_on: "Turned on two-step sign-in",
  two_factor_off: "Turned off two-step sign-in",
  recovery_codes_renewed: "Made new recovery codes",
  team_two_factor_required: "Required two-step sign-in of the team",
  team_two_factor_optional: "Made two-step sign-in optional for the team",
  passkey_added: "Added a passkey",
  passkey_removed: "Removed a passkey",
  download_codes_created: "Made download codes",
  download_codes_voided: "Voided download codes",
  download_codes_exported: "Exported download codes",
};

/** The log's filter by kind of work. */
export const AUDIT_CATEGORY_WORDS: Readonly<Record<AuditCategory, string>> = {
  publishing: "Publishing",
  orders: "Orders and refunds",
  newsletters: "Newsletters",
  team: "Team and roles",
  domains: "Domains",
  exports: "Exports",
  sign_ins: "Sign-ins and security",
  download_codes: "Download codes",
};
