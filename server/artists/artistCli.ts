import { SITE_TEMPLATES } from "../../runtime/templates/siteTemplates";
import type { NewArtistField, NewArtistInput } from "../../schema/rules/newArtist";
import { DEFAULT_SITE_TEMPLATE_ID, SITE_TEMPLATE_IDS } from "../../schema/rules/siteTemplateIds";
import { CliUsageError as BadInput, parseCliArgs } from "../cliArgs";
import type { CliOutput } from "../cliOutput";
import { readConfig } from "../config";
import { PASSWORD_LINK_DAYS } from "../data/passwordLinks";
import { DatabaseHeldError } from "../db/dataDirLock";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { startJobQueue } from "../jobs/jobQueue";
import { jobMailQueue } from "../mail/mailQueue";
import { sendNewArtistWelcome } from "../notices/artistNotices";
import { artistAddresses, passwordLinkUrl } from "./artistLinks";
import { reachedAsConfigured } from "./artistOrigin";
import { createArtist } from "./createArtist";
import { issueOwnerLinks } from "./ownerLink";

export const ARTIST_USAGE = `Usage:
  backline artist create --name NAME --owner-email EMAIL [--slug SLUG] [--domain DOMAIN] [--template ${SITE_TEMPLATE_IDS.join("|")}]
      make a new artist in the server's database (DATA_DIR or DATABASE_URL): its owner, a one-time
      link to set the owner's password, and the starter site at SLUG.PLATFORM_DOMAIN (SLUG made
      from the name when not given), from the template for ${SITE_TEMPLATES.map((template) => `${template.id} (${template.label.toLowerCase()})`).join(", ")};
      ${DEFAULT_SITE_TEMPLATE_ID} when not given; prints where it is reached
  backline artist owner-link --artist SLUG
      a new one-time link for each owner of the artist at SLUG to set their password (one who lost
      theirs, or never used the first); printed, and emailed to them`;

/** Exit codes as the rest of `backline`: done; the input is wrong (bad usage, a refused name, email or domain). */
const EXIT_OK = 0;
const EXIT_BAD_INPUT = 2;
/** The embedded database is held by the running server (or another command): nothing was written. */
const EXIT_DATABASE_HELD = 3;

function parseCreate(args: readonly string[]): NewArtistInput {
  const { values, positionals } = parseCliArgs(args, ["name", "owner-email", "domain", "slug", "template"]);
  if (positionals.length > 0)
    throw new BadInput(`artist create takes no ${positionals[0]}; use --name, --owner-email, --slug, --domain and --template`);
  if (values.name === undefined || values["owner-email"] === undefined) throw new BadInput("artist create needs --name and --owner-email");
  return {
    name: values.name,
    ownerEmail: values["owner-email"],
    ...(values.domain === undefined ? {} : { domain: values.domain }),
    ...(values.slug === undefined ? {} : { slug: values.slug }),
    ...(values.template === undefined ? {} : { template: values.template }),
  };
}

/**
 * `backline artist create` (issue 17): opens the database the server uses (the same settings:
 * DATA_DIR, DATABASE_URL, PORT, PUBLIC_URL), migrates it if it is new, makes the artist and prints
 * where they are reached and the owner's one-time link. The link is also queued for email to the
 * owner: the server's mail worker sends it (to SMTP_URL, or the outbox) when it runs. Returns the
 * exit code.
 */
export async function runArtistCli(argv: readonly string[], io: CliOutput, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === "owner-link") return await runOwnerLink(args, io, env);
    if (command !== "create") throw new BadInput(command === undefined ? "artist needs a command" : `unknown artist command "${command}"`);
    const input = parseCreate(args);
    const config = readConfig(env);
    const db = await openDatabase(config, "command");
    try {
      await migrate(db);
      const result = await createArtist(db, input);
      if (!result.ok) {
        if (result.problem === "domainTaken") throw new BadInput(`the domain ${result.domain} already belongs to another artist`);
        if (result.problem === "slugTaken") throw new BadInput(`the address name ${result.slug} already belongs to another artist`);
        throw new BadInput(`--${flagOf(result.field)}: ${result.message}`);
      }
      const { artist } = result;
      const addresses = artistAddresses(config, reachedAsConfigured(config), artist);
      const passwordLink = passwordLinkUrl(addresses.origin, artist.passwordLink.token);
      const jobs = await startJobQueue(db);
      try {
        await sendNewArtistWelcome(jobMailQueue(jobs, db), {
          profileId: artist.profile.id,
          ownerEmail: artist.owner.email,
          artistName: artist.profile.name,
          passwordLink,
          expiresAt: artist.passwordLink.expiresAt,
          studioUrl: addresses.studio,
        });
      } finally {
        await jobs.stop();
      }
      io.stdout(
        [
          `Created the artist ${artist.profile.name} (profile id ${artist.profile.id}).`,
          `  Site:    ${addresses.site}`,
          `  Studio:  ${addresses.studio}`,
          `  Owner:   ${artist.owner.email}`,
          `The owner sets their password once, within ${PASSWORD_LINK_DAYS} days, at:`,
          `  ${passwordLink}`,
          `The link is also emailed to ${artist.owner.email} by the server (SMTP_URL, or DATA_DIR/outbox without it).`,
          "",
        ].join("\n"),
      );
      return EXIT_OK;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof DatabaseHeldError) {
      io.stderr(`backline: ${error.message}\n`);
      return EXIT_DATABASE_HELD;
    }
    if (error instanceof BadInput) {
      io.stderr(`backline: ${error.message}\n${ARTIST_USAGE}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}

/** `backline artist owner-link --artist SLUG` (issue 35, item 6): each owner's new one-time link, printed and emailed. */
async function runOwnerLink(args: readonly string[], io: CliOutput, env: NodeJS.ProcessEnv): Promise<number> {
  const { values, positionals } = parseCliArgs(args, ["artist"]);
  if (positionals.length > 0 || values.artist === undefined) throw new BadInput("artist owner-link needs --artist SLUG");
  const config = readConfig(env);
  const db = await openDatabase(config, "command");
  try {
    await migrate(db);
    const jobs = await startJobQueue(db);
    try {
      const links = await issueOwnerLinks(db, jobMailQueue(jobs, db), config, reachedAsConfigured(config), values.artist);
      if (links === null) throw new BadInput(`no artist has the address name ${values.artist}`);
      if (links.length === 0) throw new BadInput(`the artist at ${values.artist} has no owner`);
      const lines = links.flatMap((link) => [`  ${link.ownerEmail}: ${link.passwordLink}`]);
      io.stdout(
        [
          `New one-time links for the owners of ${links[0]?.artistName} (each works once, for ${PASSWORD_LINK_DAYS} days):`,
          ...lines,
          "Each is also emailed to its owner by the server (SMTP_URL, or DATA_DIR/outbox without it). Earlier links still work until used or expired.",
          "",
        ].join("\n"),
      );
      return EXIT_OK;
    } finally {
      await jobs.stop();
    }
  } finally {
    await db.close();
  }
}

function flagOf(field: NewArtistField): string {
  return field === "ownerEmail" ? "owner-email" : field;
}
