/**
 * What tests check on exported email HTML (issue 16): that it is valid HTML apart from what email
 * must break (html-validate), and that it uses no feature our clients lack where the layout depends
 * on it (caniemail's data for Outlook, Gmail and Apple Mail).
 *
 * A test kit, not production code: `html-validate` and `caniemail` are dev dependencies, and the
 * `Testing` suffix is what lets a file beside the code import them (`isTestFile` in
 * `tests/architecture/importRules.ts`). The export itself never imports this file.
 */
import { caniemail, rawData } from "caniemail";
import { HtmlValidate, type RuleConfig, StaticConfigLoader } from "html-validate";

/**
 * The clients an exported email must hold in, as caniemail names them (`family.platform`).
 * `outlook.outlook-com` (Outlook on the web) is in caniemail's data but not in the client list its
 * 1.x API accepts, so its support is read from the data (see `outlookComSupport`).
 */
export const EMAIL_CLIENTS = [
  "outlook.windows",
  "outlook.macos",
  "outlook.outlook-com",
  "gmail.desktop-webmail",
  "gmail.ios",
  "gmail.android",
  "apple-mail.macos",
  "apple-mail.ios",
] as const;

export type EmailClient = (typeof EMAIL_CLIENTS)[number];

/**
 * Rules of html-validate's recommended preset that email HTML must break, each with why. Every
 * other rule of the preset stays on, `deprecated` included: `<center>` is not needed (an
 * `align="center"` cell and Outlook's ghost table centre the column) and html-validate would refuse
 * it under `element-permitted-content` too.
 */
export const EMAIL_RELAXED_RULES = {
  // Styles must be inline: Gmail's apps ignore `<style>` for non-Google accounts and Gmail drops a whole `<style>` it cannot parse.
  "no-inline-style": "off",
  // Outlook for Windows lays out with Word, which sizes and aligns from `width`, `height`, `align`, `valign`, `bgcolor`, `cellpadding`, `cellspacing` where it ignores the CSS.
  "no-deprecated-attr": "off",
  // `<!--[if mso]>…<![endif]-->` is how Outlook for Windows gets its fixed-width tables and VML buttons; every other client skips it.
  "no-conditional-comment": "off",
} as const satisfies RuleConfig;

const validator = new HtmlValidate(
  new StaticConfigLoader({ root: true, extends: ["html-validate:recommended"], rules: EMAIL_RELAXED_RULES }),
);

/**
 * Validates a whole email document with html-validate's recommended rules, less `EMAIL_RELAXED_RULES`.
 * Returns one readable line per problem, `rule: message (line:column)`; none means valid.
 *
 * @example
 * expect(htmlValidationProblems(exported)).toEqual([]);
 */
export function htmlValidationProblems(html: string): string[] {
  const report = validator.validateStringSync(html, "email.html");
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.line}:${message.column})`),
  );
}

/** How far a client supports a feature in caniemail's newest test of it. */
export type EmailSupport = "none" | "partial";

/** One caniemail feature the HTML uses that some of `EMAIL_CLIENTS` lack. */
export interface EmailFeatureFinding {
  /** caniemail's title for the feature, e.g. `display:flex`, `@media`, `<style> element`. */
  readonly feature: string;
  /** Clients whose newest caniemail test shows no support. */
  readonly unsupported: readonly EmailClient[];
  /** Clients whose newest test shows partial support; `notes` say how. */
  readonly partial: readonly EmailClient[];
  /** caniemail's notes on those clients, each starting with the client. */
  readonly notes: readonly string[];
}

/** What `unsupportedEmailFeatures` found, sorted by feature. */
export interface EmailFeatureReport {
  /** Unsupported in at least one client and not declared an enhancement: the layout may break there. */
  readonly blocking: readonly EmailFeatureFinding[];
  /** Declared as progressive enhancement (`allowed`), unsupported or partial somewhere. */
  readonly enhancementsOnly: readonly EmailFeatureFinding[];
  /** Supported by every client, partially by some: printed for a person, never failing a test. */
  readonly partialOnly: readonly EmailFeatureFinding[];
}

export interface EmailFeatureOptions {
  /**
   * caniemail titles of features the email uses only as progressive enhancement: they may be
   * unsupported because the layout holds without them (`@media` for a mobile or dark-mode query,
   * `border-radius` on a button). A title caniemail does not know throws, so a typo cannot hide a
   * finding.
   */
  readonly allowed?: readonly string[];
}

type FeatureIssues = ReturnType<typeof caniemail>["issues"]["errors"];

const FEATURES = new Map(rawData.data.map((feature) => [feature.title, feature]));

/**
 * Runs caniemail on the HTML for `EMAIL_CLIENTS` and sorts what it finds into blocking features,
 * declared enhancements and partial support.
 *
 * caniemail checks every client (`*`) so that each feature it detects is named, then only our
 * clients are kept: that is how Outlook on the web, which its API cannot take, is covered (in the
 * data as installed, every feature Outlook on the web lacks is lacked by some other client too).
 *
 * WARNING: caniemail 1.x sees less than its data knows. It reports an `@media` rule as `@media`
 * only, never `@media (prefers-color-scheme)` and the like, and does not look inside it; it finds a
 * property only where its title is the bare name (`position`, `border-radius`, `display:flex`,
 * `display:grid`), so `gap`, `flex`, `top` or `grid-template-columns` pass unseen. A clean report
 * is not proof; the flexbox, grid and positioning that break Outlook are caught.
 *
 * @example
 * const report = unsupportedEmailFeatures(html, { allowed: ["@media", "border-radius"] });
 * console.log(formatEmailFeatureReport(report));
 * expect(report.blocking).toEqual([]);
 */
export function unsupportedEmailFeatures(html: string, options: EmailFeatureOptions = {}): EmailFeatureReport {
  const allowed = new Set(options.allowed ?? []);
  for (const title of allowed) if (!FEATURES.has(title)) throw new RangeError(`caniemail has no feature titled "${title}"`);

  const { issues } = caniemail({ clients: ["*"], html });
  const byFeature = new Map<string, { unsupported: Set<EmailClient>; partial: Set<EmailClient>; notes: Set<string> }>();
  const entryOf = (feature: string) => {
    let entry = byFeature.get(feature);
    if (entry === undefined) {
      entry = { unsupported: new Set(), partial: new Set(), notes: new Set() };
      byFeature.set(feature, entry);
    }
    return entry;
  };
  const detected = new Set<string>();
  const collect = (found: FeatureIssues, support: EmailSupport) => {
    for (const [client, clientIssues] of found) {
      for (const issue of clientIssues) {
        detected.add(issue.title);
        if (!isOurClient(client)) continue;
        const entry = entryOf(issue.title);
        (support === "none" ? entry.unsupported : entry.partial).add(client);
        for (const note of issue.notes) entry.notes.add(`${client}: ${note}`);
      }
    }
  };
  collect(issues.errors, "none");
  collect(issues.warnings, "partial");

  for (const title of detected) {
    const found = outlookComSupport(title);
    if (found === undefined) continue;
    const entry = entryOf(title);
    (found.support === "none" ? entry.unsupported : entry.partial).add("outlook.outlook-com");
    for (const note of found.notes) entry.notes.add(`outlook.outlook-com: ${note}`);
  }

  const report: { [Part in keyof EmailFeatureReport]: EmailFeatureFinding[] } = { blocking: [], enhancementsOnly: [], partialOnly: [] };
  for (const [feature, entry] of [...byFeature].sort(([a], [b]) => a.localeCompare(b))) {
    const finding: EmailFeatureFinding = {
      feature,
      unsupported: EMAIL_CLIENTS.filter((client) => entry.unsupported.has(client)),
      partial: EMAIL_CLIENTS.filter((client) => entry.partial.has(client)),
      notes: [...entry.notes],
    };
    if (allowed.has(feature)) report.enhancementsOnly.push(finding);
    else if (finding.unsupported.length > 0) report.blocking.push(finding);
    else report.partialOnly.push(finding);
  }
  return report;
}

function isOurClient(client: string): client is EmailClient {
  return (EMAIL_CLIENTS as readonly string[]).includes(client);
}

/**
 * Outlook on the web's support for a feature, read from caniemail's data by the rule caniemail
 * applies to the clients it takes: the newest test (highest version key) decides, `y` is full,
 * `n` none, anything else partial. Undefined when fully supported or never tested.
 */
function outlookComSupport(title: string): { support: EmailSupport; notes: string[] } | undefined {
  const feature = FEATURES.get(title);
  const tests: Record<string, string> | undefined = feature?.stats.outlook["outlook-com"];
  if (feature === undefined || tests === undefined) return undefined;
  const newest = Object.keys(tests).sort().at(-1);
  const result = newest === undefined ? undefined : tests[newest];
  if (result === undefined || result.startsWith("y")) return undefined;
  const notes = [...result.matchAll(/#(\d+)/g)].flatMap((match) => feature.notes_by_num?.[match[1] ?? ""] ?? []);
  return { support: result.startsWith("n") ? "none" : "partial", notes };
}

/** The report as lines for a test to print: each feature, where it fails, and whether it blocks. */
export function formatEmailFeatureReport(report: EmailFeatureReport): string {
  const line = (finding: EmailFeatureFinding) => {
    const parts = [
      finding.unsupported.length > 0 ? `unsupported in ${finding.unsupported.join(", ")}` : "",
      finding.partial.length > 0 ? `partial in ${finding.partial.join(", ")}` : "",
    ].filter((part) => part !== "");
    return `  ${finding.feature}: ${parts.join("; ")}`;
  };
  const section = (heading: string, findings: readonly EmailFeatureFinding[]) =>
    findings.length === 0 ? [] : [heading, ...findings.map(line)];
  const lines = [
    ...section("Blocking (the layout depends on them):", report.blocking),
    ...section("Progressive enhancement only (the layout holds without them):", report.enhancementsOnly),
    ...section("Partially supported (see caniemail's notes):", report.partialOnly),
  ];
  return lines.length === 0 ? "caniemail: nothing unsupported in the email clients" : lines.join("\n");
}
