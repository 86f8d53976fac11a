/** An artist's studio team (issue 35, item 5): roles, invitations, and the owner no studio may lose. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of teams alone. */
export const TEAM_ERRORS = {
  /** A studio route above the asker's role: what the role allows, and whom to ask. */
  role_required: {
    status: 403,
    messages: {
      viewer: "You are a viewer of this studio: you can look at everything but change nothing. Ask an owner to make you an editor.",
      owner: "Only the artist's owners can do this. Ask an owner of the studio.",
      addresses: "Viewers do not see fans' addresses, so they cannot search fans, buyers or subscribers. Ask an owner or an editor.",
    },
  },
  /** A studio always keeps an owner: without one nobody could invite, change roles or move the site. */
  last_owner: {
    status: 409,
    messages: {
      remove: "This is the studio's only owner: make someone else an owner first.",
      demote: "This is the studio's only owner: make someone else an owner before changing this role.",
    },
  },
  team_member_exists: { status: 409, messages: { member: (email: string) => `${email} is already on the team.` } },
  team_full: { status: 409, messages: { full: (max: number) => `A team has at most ${max} people and invitations: remove one first.` } },
  invitation_invalid: {
    status: 404,
    messages: {
      unknown:
        "This invitation is not valid: it may have been withdrawn. Check that the whole link was copied from the email, or ask for a new one.",
    },
  },
  invitation_used: { status: 410, messages: { used: "This invitation was already accepted. Log in to the studio instead." } },
  invitation_expired: { status: 410, messages: { expired: "This invitation has expired. Ask the artist's owner for a new one." } },
  /** Joining with the account the address already has in another artist's studio. */
  invitation_wrong_password: {
    status: 401,
    messages: { password: "That is not the password of your studio account. Use the one you log in to your other studio with." },
  },
} as const satisfies ErrorCodes;

/** Team's messages under the codes every domain shares. */
export const TEAM_MESSAGES = {
  bad_request: {
    inviteeEmailInvalid: "Enter the email address of the person to invite, such as name@example.com.",
    memberNameRequired: "Enter your name: the rest of the team sees it.",
  },
  not_found: {
    teamMember: "This person is not on the team: they may have left or been removed already.",
    invitation: "This invitation is no longer pending: it was accepted, withdrawn or has expired.",
  },
} as const satisfies SharedMessages;
