import { artistAddresses } from "../artists/artistLinks";
import { reachedAsConfigured } from "../artists/artistOrigin";
import { CliUsageError as BadInput, parseCliArgs } from "../cliArgs";
import type { CliOutput } from "../cliOutput";
import { readConfig } from "../config";
import { PASSWORD_LINK_DAYS } from "../data/passwordLinks";
import { DatabaseHeldError } from "../db/dataDirLock";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { startJobQueue } from "../jobs/jobQueue";
import { jobMailQueue } from "../mail/mailQueue";
import { openStorage } from "../storage/openStorage";
import { type ArtistImportSummary, importArtistZip } from "./importArtist";
import { ArtistImportRefusal } from "./importRefusal";
import { sendTeamLinks, type TeamLink } from "./teamLinks";

const IMPORT_USAGE = `Usage:
  backline import artist.zip [--slug NEW] [--owner-email EMAIL]
      make the artist of an export (backline export, or Studio › Settings › Export) on this server:
      everything in it with new ids, its media copied, consent kept as given, its team with their
      roles; at the exported address name, or NEW. EMAIL owns the artist here too (a member of the
      exported team made an owner, or a new owner); needed for an export that holds no team. The
      export holds no password: each member of the team gets a one-time link, and fans set theirs
      with "Forgot your password?" on the site. Nothing is kept if any part is refused.`;

const EXIT_OK = 0;
const EXIT_BAD_INPUT = 2;
/** The embedded database is held by the running server: stop it first (or use the operator API). */
const EXIT_DATABASE_HELD = 3;

function argsOf(argv: readonly string[]): { zipPath: string; ownerEmail?: string; slug?: string } {
  const { values, positionals } = parseCliArgs(argv, ["slug", "owner-email"]);
  const [zipPath, ...rest] = positionals;
  if (zipPath === undefined || rest.length > 0) throw new BadInput("import needs one zip: backline import artist.zip");
  return {
    zipPath,
    ...(values["owner-email"] === undefined ? {} : { ownerEmail: values["owner-email"] }),
    ...(values.slug === undefined ? {} : { slug: values.slug }),
  };
}

/** The summary's counts in words, for the kinds an artist recognises. */
function countsLine({ counts }: ArtistImportSummary): string {
  const named: [number, string][] = [
    [counts.releases, "releases"],
    [counts.tracks, "tracks"],
    [counts.posts, "posts"],
    [counts.comments, "comments"],
    [counts.likes, "likes"],
    [counts.pollVotes, "poll votes"],
    [counts.events, "events"],
    [counts.tiers, "membership tiers"],
    [counts.emailLists, "email lists"],
    [counts.subscribers, "subscribers"],
    [counts.team, "team members"],
    [counts.fans, "fans"],
    [counts.memberships, "memberships"],
    [counts.orders, "orders"],
    [counts.discountCodes, "discount codes"],
    [counts.downloadCodes, "download codes"],
    [counts.media, "media files"],
    [counts.audioMasters, "audio masters"],
    [counts.documents, "documents (the site, pages, emails)"],
  ];
  return named.map(([count, what]) => `${count} ${what}`).join(", ");
}

/** The team by role, as "3 (1 owner, 2 editors)". */
function teamWords({ team }: ArtistImportSummary): string {
  const roles = (["owner", "editor", "viewer"] as const)
    .map((role) => [role, team.filter((member) => member.role === role).length] as const)
    .filter(([, count]) => count > 0)
    .map(([role, count]) => `${count} ${role}${count === 1 ? "" : "s"}`);
  return `${team.length} (${roles.join(", ")})`;
}

/** Each member's link, owners first, and what to do with them. */
function teamLines(summary: ArtistImportSummary, links: readonly TeamLink[]): string[] {
  return [
    ...(summary.teamElsewhere > 0
      ? [
          `  ${summary.teamElsewhere} of the team's addresses also edit another artist here: each gets its own account for this artist (as joining a second team does), its password set with the link below.`,
        ]
      : []),
    `Each member of the team sets their password once, within ${PASSWORD_LINK_DAYS} days, at their own link:`,
    ...links.map((link) => `  ${link.email} (${link.role}): ${link.passwordLink}`),
    "Each link is also emailed to its member by the server (SMTP_URL, or DATA_DIR/outbox without it).",
  ];
}

function summaryLines(summary: ArtistImportSummary, site: string, studio: string, links: readonly TeamLink[]): string[] {
  return [
    `Imported ${summary.profile.name} (profile id ${summary.profile.id}).`,
    `  Site:    ${site}`,
    `  Studio:  ${studio}`,
    `  Owner:   ${summary.owner.email}`,
    `  Team:    ${teamWords(summary)}`,
    `  ${countsLine(summary)}; ${summary.filesCopied} files copied.`,
    ...(summary.filesMissing.length > 0
      ? [
          `  ${summary.filesMissing.length} files the export names were not in it (gone when it was made): ${summary.filesMissing.join(", ")}`,
        ]
      : []),
    ...(summary.fansLinked > 0
      ? [`  ${summary.fansLinked} fans shared an address with another fan of the export: one account each address.`]
      : []),
    ...(summary.fansElsewhere > 0
      ? [
          `  ${summary.fansElsewhere} fans' addresses also have an account with another artist here: those stay separate, as every artist's fans are.`,
        ]
      : []),
    `  Fans have no password here: each sets one with "Forgot your password?" on the site.`,
    "  Streaming copies of the audio are made by the server once it runs.",
    ...teamLines(summary, links),
    "",
  ];
}

/**
 * `backline import artist.zip [--slug NEW] [--owner-email EMAIL]` (issue 40, item 2): the artist of an
 * export made on this server's database and media store (DATA_DIR, DATABASE_URL, S3 settings),
 * with a summary of what came in. A refused zip prints its code and why. Returns the exit code.
 */
export async function runImportCli(argv: readonly string[], io: CliOutput, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const { zipPath, ...options } = argsOf(argv);
    const config = readConfig(env);
    const db = await openDatabase(config, "command");
    try {
      await migrate(db);
      const summary = await importArtistZip({ db, storage: await openStorage(config) }, zipPath, options);
      const addresses = artistAddresses(config, reachedAsConfigured(config), { slug: summary.profile.slug, domain: null });
      const jobs = await startJobQueue(db);
      let links: TeamLink[];
      try {
        links = await sendTeamLinks(jobMailQueue(jobs, db), summary, addresses);
      } finally {
        await jobs.stop();
      }
      io.stdout(summaryLines(summary, addresses.site, addresses.studio, links).join("\n"));
      return EXIT_OK;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof DatabaseHeldError) {
      io.stderr(
        `backline: ${error.message}\n(Stop the server first, or import through the operator API: the embedded database is used by one program at a time.)\n`,
      );
      return EXIT_DATABASE_HELD;
    }
    if (error instanceof ArtistImportRefusal) {
      io.stderr(`backline: ${error.message} (${error.code})\nNothing was imported.\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof BadInput) {
      io.stderr(`backline: ${error.message}\n${IMPORT_USAGE}\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      io.stderr(`backline: there is no file at ${argv.find((arg) => !arg.startsWith("-"))}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
