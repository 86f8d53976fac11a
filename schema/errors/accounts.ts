/** Who is asking: fans' and editors' accounts, sessions, registration, password and sign-in links, and the operator API that makes new artists. */
import { REGISTRATION_MESSAGES } from "../rules/registration";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of accounts alone. */
export const ACCOUNT_ERRORS = {
  invalid_registration: {
    status: 400,
    messages: {
      /** The first field's message (schema/rules/registration.ts, SPEC §5). */
      field: (message: string) => message,
      any: "The registration is not valid.",
    },
  },
  password_too_short: { status: 400, messages: { newPassword: REGISTRATION_MESSAGES.passwordTooShort } },
  weak_password: { status: 400, messages: { common: "This password is one of the most common ones and easy to guess. Choose another." } },
  /** A new artist's name, owner email or domain (schema/rules/newArtist.ts says which and why). */
  invalid_artist: { status: 400, messages: { field: (message: string) => message } },
  /** The operator API answers only where OPERATOR_TOKEN is set. */
  operator_api_off: { status: 404, messages: { off: "The operator API is off on this server: set OPERATOR_TOKEN to turn it on." } },
  /** One-time links that set an editor's password (a new artist's owner gets one). */
  password_link_invalid: {
    status: 404,
    messages: { unknown: "This link is not valid. Check that the whole link was copied from the message." },
  },
  password_link_used: { status: 410, messages: { used: "This link was already used to set a password. Log in with that password." } },
  password_link_expired: {
    status: 410,
    messages: {
      expired:
        "This link has expired. Ask for a new one with 'Forgot password?' on the studio's login page, or ask the person who set up your site.",
    },
  },
  /** The link that confirms a fan's address (issue 30): never issued, or of another artist's site. */
  email_link_invalid: {
    status: 404,
    messages: { unknown: "This confirmation link is not valid. Check that the whole link was copied from the email." },
  },
  email_link_expired: {
    status: 410,
    messages: {
      expired: "This confirmation link has expired. Log in and ask for a new one on your account page, under the gifts you sent.",
      signIn: (days: number) => `This link has expired: links work for ${days} days. Sign up again, or log in with your password.`,
      signInLink: "This sign-in link has expired: it works for an hour. Ask for a new one on the login page, or log in with your password.",
    },
  },
  /** A link to choose a new password (issue 35): an hour, once. */
  password_reset_invalid: {
    status: 404,
    messages: { unknown: "This link is not valid. Check that the whole link was copied from the email." },
  },
  password_reset_used: {
    status: 410,
    messages: { used: "This link was already used to choose a password. Log in with it, or ask for a new link." },
  },
  password_reset_expired: {
    status: 410,
    messages: { expired: "This link has expired: links to choose a password work for an hour. Ask for a new one." },
  },
  /** A fan's change of email (issue 35): the link to the new address confirms it, the link to the old one undoes it. */
  email_change_invalid: {
    status: 404,
    messages: { unknown: "This link is not valid: check that the whole link was copied from the email, or ask for the change again." },
  },
  email_change_used: {
    status: 410,
    messages: {
      confirm: "This link was already used: your email address was changed.",
      undo: "This link was already used: the change was undone.",
    },
  },
  email_change_expired: {
    status: 410,
    messages: {
      confirm: "This link has expired: links to confirm a new address work for 24 hours. Ask for the change again on your account page.",
      undo: "This link has expired: a change can be undone for 7 days. Log in with the new address, or ask for a password reset.",
    },
  },
  email_taken: {
    status: 409,
    messages: { account: "This address already has an account here. Log in with it, or choose another address." },
  },
  /** The link to a copy of a fan's data (issue 35, item 4): never issued, or of another artist's site. */
  data_export_invalid: {
    status: 404,
    messages: {
      unknown:
        "This download link is not valid. Check that the whole link was copied from the email, or ask for a new copy on your account page.",
    },
  },
  data_export_expired: {
    status: 410,
    messages: {
      expired: (days: number) =>
        `This download link has expired: links to a copy of your data work for ${days} days. Ask for a new copy on your account page.`,
    },
  },
  /** A fan's account is deleted only once the provider has ended their paid membership: else they would go on paying. */
  account_deletion_failed: {
    status: 502,
    messages: {
      membership:
        "Your membership could not be cancelled at the payment provider, so nothing was deleted and you are still signed in. Try again in a few minutes.",
    },
  },
  /** A sign-up or sign-in link opens one session (issue 30): a second use would let anyone with the link in. */
  email_link_used: {
    status: 410,
    messages: { signIn: "This link was already used. Log in with your password, or sign up again to get a new link." },
  },
  /** Two-step sign-in for studio accounts (issue 35, item 7): a code from an authenticator app, or a recovery code. */
  two_factor_code_invalid: {
    status: 400,
    messages: {
      wrong: "This code is not right. Type the 6 digits your authenticator app shows now, or one of your recovery codes.",
      used: "This code was already used. Wait for your authenticator app to show the next one, and type that.",
      recovery: "This recovery code is not right, or it was already used: each one works once.",
    },
  },
  two_factor_challenge_invalid: {
    status: 404,
    messages: { unknown: "This sign-in is not valid any more. Log in with your email and password again." },
  },
  two_factor_challenge_expired: {
    status: 410,
    messages: { expired: "This sign-in has expired: the code must be typed within 5 minutes of the password. Log in again." },
  },
  two_factor_state: {
    status: 409,
    messages: {
      notStarted: "Start setting up two-step sign-in first: the code must come from the secret shown then.",
      alreadyOn: "Two-step sign-in is already on for your account. Turn it off first to set up another app.",
      off: "Two-step sign-in is not on for your account.",
      ownerFirst: "Turn on two-step sign-in for your own account before requiring it of the team.",
      requiredByTeam: "This artist's owner requires two-step sign-in of everyone who edits the studio, so it cannot be turned off.",
      unreadable: "Your authenticator's secret can no longer be read on this server. Sign in with a recovery code, then set it up again.",
    },
  },
  /** The owner requires two-step sign-in (issue 35, item 7) and this editor has not set it up yet. */
  two_factor_setup_required: {
    status: 403,
    messages: {
      setUp: "This artist's owner requires two-step sign-in. Set it up under Your account before using the rest of the studio.",
    },
  },
} as const satisfies ErrorCodes;

/** The messages of accounts under the codes every part of the API shares (index.ts gathers them). */
export const ACCOUNT_MESSAGES = {
  bad_request: {
    passwordRequired: REGISTRATION_MESSAGES.passwordRequired,
    newEmailInvalid: REGISTRATION_MESSAGES.emailInvalid,
    sameEmail: "This is already your email address.",
  },
  unauthorized: {
    logIn: "Log in to do this.",
    logInAsEditor: "Log in as an editor to do this.",
    otherArtistsFan: "You are logged in to another artist's site. Log in here to do this.",
    wrongCredentials: "Email or password is incorrect.",
    wrongPassword: "This is not your current password. Type the password you log in with.",
    noSessionToken: "Send the session's token to log out.",
    operatorToken: "Send the server's operator token (OPERATOR_TOKEN) as Authorization: Bearer <token>.",
    /** Prometheus metrics on the main port (issue 40, item 7). */
    metricsToken: "Send the server's metrics token (METRICS_TOKEN) as Authorization: Bearer <token>.",
  },
  forbidden: {
    editorsOnly: "Only the artist's editors may do this.",
    notThisArtistsEditor: "You are not an editor of this artist.",
  },
  not_found: {
    profile: "Profile not found.",
    session: "This device is no longer signed in.",
    artist: "No artist has this address name.",
  },
} as const satisfies SharedMessages;
