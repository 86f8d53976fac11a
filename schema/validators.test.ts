import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { validatorEntries } from "../scripts/build-schemas";
import { AJV_OPTIONS } from "./ajvOptions";
import { EMAIL_BLOCK_TYPES, emailDocumentSchema } from "./email/document";
import * as emailModule from "./generated/emailValidators.js";
import * as propsModule from "./generated/propsValidators.js";
import * as documentsModule from "./generated/validators.js";
import { BLOCK_TYPES, type BlockType, pageDocumentSchema } from "./page";
import { richTextSchema } from "./richText/index";
import { richTextFromPlainText } from "./richText/plainText";
import { siteDocumentSchema } from "./site";

/** ajv's runtime compile of the same schemas with the same options as the build. */
const runtimeAjv = new Ajv2020({ ...AJV_OPTIONS, schemas: [richTextSchema, pageDocumentSchema, siteDocumentSchema, emailDocumentSchema] });
const entries = Object.entries(validatorEntries());

const standalone = { ...documentsModule, ...propsModule, ...emailModule };

function standaloneValidator(name: string): documentsModule.StandaloneValidator {
  const validator = (standalone as unknown as Record<string, documentsModule.StandaloneValidator | undefined>)[name];
  if (!validator) throw new Error(`schema/generated exports no ${name}`);
  return validator;
}

function runtimeValidator(ref: string) {
  const validator = runtimeAjv.getSchema(ref);
  if (!validator) throw new Error(`ajv resolves no ${ref}`);
  return validator;
}

const fixturesDir = fileURLToPath(new URL("../tests/fixtures/", import.meta.url));
const documentFixtures: [string, unknown][] = [
  "pages/valid",
  "pages/invalid",
  "sites/valid",
  "sites/invalid",
  "emails/valid",
  "emails/invalid",
].flatMap((dir) =>
  readdirSync(fixturesDir + dir)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, unknown] => [`${dir}/${file}`, JSON.parse(readFileSync(`${fixturesDir}${dir}/${file}`, "utf8"))]),
);

const richTextFixtures: [string, unknown][] = ["rich-text/valid", "rich-text/invalid"].flatMap((dir) =>
  readdirSync(fixturesDir + dir)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, unknown] => [`${dir}/${file}`, JSON.parse(readFileSync(`${fixturesDir}${dir}/${file}`, "utf8"))]),
);

/** Props each block type's validator must judge alike: valid ones first, then broken ones. */
const propsFixtures: Record<BlockType, unknown[]> = {
  Button: [
    {},
    { text: "Listen", link: "/music", fullWidth: true, background: "#fff", color: "#000000", margins: [1, 2, 3, 4], variant: "outline" },
    { text: 5, fullWidth: "yes", background: "blue", margins: [1], variant: "ghost", buttonStyle: "dotted", onClick: "x" },
    // Lengths count code points, as ajv's ucs2length does; the build inlines its own copy of it.
    { text: "🎸".repeat(200) },
    { text: "x".repeat(201), link: "x".repeat(2049), color: "#12345678" },
    { text: "🎸".repeat(201) },
    [],
    null,
  ],
  Container: [
    {},
    { role: "page", width: "80%", height: "320px", paddings: [0, 0, 0, 0], radius: 4, shadow: 10, flexDirection: "row" },
    { role: "aside", width: "wide", radius: -1, shadow: 1.5, paddings: [-1, 0, 0, 0, 0], backgroundImage: "javascript:x" },
    { backgroundVideo: "//evil.example/v.mp4", backgroundBrightness: 101, alignItems: "stretch", fillSpace: true },
    "Container",
  ],
  Text: [
    {},
    {
      content: richTextFromPlainText("Hi"),
      fontSize: 12,
      textAlign: "justify",
      fontWeight: 700,
      color: "#abc",
      shadow: 0,
    },
    { content: { root: null }, fontSize: 0, fontSizeMobile: 12, textAlign: "middle", fontWeight: 600, color: "red", shadow: 101 },
    { margins: [0, 0, 0, 1001], children: [] },
    42,
  ],
  Hero: [
    {},
    { title: "Night Drive", tagline: "Synth pop", showSocialLinks: false, textAlign: "left" },
    { title: 5, textAlign: "right", backgroundImage: "javascript:x" },
  ],
  Image: [
    {},
    {
      src: "/media/p1/u1-stage.jpg",
      alt: "The band on stage",
      caption: "Night one",
      link: "/tour",
      aspect: "16:9",
      focalX: 30,
      focalY: 70,
    },
    { src: "javascript:alert(1)" },
    { focalX: 101 },
    { aspect: "2:1" },
    { alt: "x".repeat(501) },
  ],
  MembershipSection: [{}, { title: "Join the tribe", description: "Support us" }, { title: "x".repeat(121), extra: true }],
  FeaturedMusic: [{}, { title: "New", limit: 12 }, { limit: 0 }, { limit: 1.5 }],
  FeaturedMerch: [{}, { title: "Shop", limit: 12 }, { limit: 13 }, { title: 5 }],
  UpcomingEvents: [{}, { title: "Shows", limit: 20 }, { limit: 21, title: null }],
  EmailList: [
    {},
    {
      title: "Newsletter",
      description: "Monthly",
      buttonText: "Join",
      buttonId: "join-1",
      emailListId: "list-1",
      successMessage: "Thanks!",
    },
    { emailListId: "not an id", buttonText: "x".repeat(61) },
    { successMessage: 5 },
  ],
  Countdown: [
    {},
    {
      title: "Out Friday",
      target: "release",
      date: "2031-06-14T19:30:00.000Z",
      timeZone: "America/Argentina/Buenos_Aires",
      releaseId: "rel-1",
      eventId: "",
      endedMessage: "Out now",
    },
    { target: "event", eventId: "ev_2", date: "", timeZone: "UTC" },
    { date: "2031-06-14T19:30:00+02:00" },
    { date: "2031-06-14", title: "x".repeat(121) },
    { date: "next Friday", target: "concert" },
    { timeZone: "Mars/Olympus Mons", releaseId: "not an id", endedMessage: "x".repeat(121) },
    { date: `2031-06-14T19:30:00Z${" ".repeat(40)}` },
  ],
  Embed: [
    {},
    { url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", title: "Night Drive", size: "compact", margins: [0, 0, 16, 0] },
    {
      url: "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/",
    },
    { url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    { url: "javascript:alert(1)" },
    { url: "https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ" },
    { url: "https://youtube.com@evil.test/watch?v=dQw4w9WgXcQ" },
    { url: "http://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" },
    { url: 'https://open.spotify.com/track/x"><script>' },
    { url: '<iframe src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"></iframe>' },
    { size: "huge", title: "x".repeat(201) },
  ],
  Gallery: [
    {},
    {
      images: [{ src: "/media/p1/u1-stage.jpg", alt: "The band on stage", caption: "Night one" }, { src: "https://example.com/a.jpg" }],
      layout: "carousel",
      columns: 6,
      aspect: "16:9",
      lightbox: false,
      margins: [0, 0, 16, 0],
    },
    { images: Array.from({ length: 100 }, (_, index) => ({ src: `/media/p1/u${index}.jpg`, alt: `Picture ${index}` })) },
    { images: Array.from({ length: 101 }, (_, index) => ({ src: `/media/p1/u${index}.jpg` })) },
    { images: [{ alt: "No picture" }] },
    { images: [{ src: "javascript:alert(1)", alt: "x" }] },
    { images: [{ src: "/media/p1/u1.jpg", alt: "x".repeat(501) }] },
    { images: [{ src: "/media/p1/u1.jpg", caption: "x".repeat(301) }] },
    { images: [{ src: "/media/p1/u1.jpg", decorative: true }] },
    { columns: 1 },
    { columns: 7 },
    { columns: 2.5 },
    { layout: "masonry" },
    { aspect: "original" },
  ],
  ContactForm: [
    {},
    {
      title: "Bookings",
      description: "Venues and press",
      name: "optional",
      subject: "off",
      phone: "required",
      message: "required",
      customFields: [
        { id: "venue", label: "Venue", required: true },
        { id: "date", label: "Date" },
      ],
      buttonText: "Send",
      successMessage: "Thanks!",
    },
    { name: "hidden" },
    { customFields: [1, 2, 3, 4].map((n) => ({ id: `f${n}`, label: `F${n}` })) },
    { customFields: [{ id: "bad id", label: "Venue" }] },
    { customFields: [{ id: "venue", label: "" }] },
    { email: "off" },
    { title: "x".repeat(121) },
  ],
  Video: [
    {},
    {
      source: "upload",
      video: "/media/p1/u1-clip.mov",
      webCopy: "/media/p1/u1-clip.mov.web.mp4",
      poster: "/media/p1/u1-clip.mov.poster.jpg",
      title: "Live at the Roundhouse",
      caption: "Night one",
      autoplay: true,
      controls: false,
      aspect: "9:16",
    },
    { source: "link", url: "https://vimeo.com/76979871" },
    { source: "link", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" },
    { url: "https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ" },
    { video: "javascript:alert(1)" },
    { poster: "data:image/png;base64,AAAA" },
    { source: "file" },
    { aspect: "original" },
    { title: "x".repeat(201) },
  ],
};

const nodeFixtures: unknown[] = [
  { id: "t", type: "Text", props: {} },
  { id: "c", type: "Container", props: {}, children: [{ id: "b", type: "Button", props: {} }] },
  { id: "x", type: "Carousel", props: {} },
  { id: "x", props: {} },
  { id: "bad id", type: "Text", props: { fontSize: "big" }, children: [] },
  { id: "c", type: "Container", props: {}, children: [{ id: "d", type: "Container", props: { role: 1 }, children: [{ type: "Text" }] }] },
];

/** Every sample, for every validator it is meant for. */
const samples: [name: string, input: unknown][] = [
  ...documentFixtures.flatMap(([file, input]): [string, unknown][] => [
    [`validatePage ${file}`, input],
    [`validateSite ${file}`, input],
    [`validateEmail ${file}`, input],
  ]),
  ...BLOCK_TYPES.flatMap((type) => propsFixtures[type].map((props, index): [string, unknown] => [`validate${type}Props #${index}`, props])),
  ...nodeFixtures.map((node, index): [string, unknown] => [`validateBlockNode #${index}`, node]),
  ...richTextFixtures.map(([file, value]): [string, unknown] => [`validateRichText ${file}`, value]),
];

function comparable(errors: readonly ErrorObject[] | null | undefined) {
  return (errors ?? []).map(({ instancePath, keyword, params, schemaPath, message }) => ({
    instancePath,
    keyword,
    params,
    schemaPath,
    message,
  }));
}

describe("the standalone validators", () => {
  it("export every validator the build lists, and one props validator per block type", () => {
    for (const [name] of entries) expect(typeof standaloneValidator(name), name).toBe("function");
    expect(Object.keys(standalone.propsValidators).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(standalone.propsValidators[type]).toBe(standaloneValidator(`validate${type}Props`));
  });

  it("cover page, site, node, rich-text and props validation", () => {
    expect(entries.map(([name]) => name).sort()).toEqual(
      [
        "validatePage",
        "validateSite",
        "validateBlockNode",
        "validateRichText",
        ...BLOCK_TYPES.map((type) => `validate${type}Props`),
        "validateEmail",
        ...EMAIL_BLOCK_TYPES.map((type) => `validateEmail${type}Props`),
      ].sort(),
    );
  });

  it.each(samples)("%s: same verdict and errors as ajv's runtime compile", (label, input) => {
    const name = label.split(" ")[0] as string;
    const ref = validatorEntries()[name] as string;
    const compiled = standaloneValidator(name);
    const runtime = runtimeValidator(ref);
    const verdict = compiled(input);
    expect(runtime(input)).toBe(verdict);
    expect(comparable(compiled.errors)).toEqual(comparable(runtime.errors));
    expect(verdict || (compiled.errors?.length ?? 0) > 0).toBe(true);
  });

  it("judge the samples as intended, so the comparison covers both verdicts", () => {
    const verdicts = (name: string, inputs: unknown[]) => inputs.map((input) => standaloneValidator(name)(input));
    expect(verdicts("validateButtonProps", propsFixtures.Button)).toEqual([true, true, false, true, false, false, false, false]);
    expect(verdicts("validateContainerProps", propsFixtures.Container)).toEqual([true, true, false, false, false]);
    expect(verdicts("validateTextProps", propsFixtures.Text)).toEqual([true, true, false, false, false]);
    expect(verdicts("validateImageProps", propsFixtures.Image)).toEqual([true, true, false, false, false, false]);
    expect(verdicts("validateEmbedProps", propsFixtures.Embed)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(verdicts("validateBlockNode", nodeFixtures)).toEqual([true, true, false, false, false, false]);
    // Countdown: an ISO instant with its offset or "", an IANA zone, ids, and length limits.
    expect(verdicts("validateCountdownProps", propsFixtures.Countdown)).toEqual([true, true, true, true, false, false, false, false]);
    // Video: an upload's addresses are media addresses; a link is YouTube's or Vimeo's only; known sources and shapes.
    expect(verdicts("validateVideoProps", propsFixtures.Video)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Gallery: up to 100 pictures, each with an address and words within their limits; 2–6 whole columns; known layouts and shapes.
    expect(verdicts("validateGalleryProps", propsFixtures.Gallery)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Contact form: known field states, up to 3 fields of the artist's own with ids and labels; the email cannot be turned off.
    expect(verdicts("validateContactFormProps", propsFixtures.ContactForm)).toEqual([true, true, false, false, false, false, false, false]);
    for (const [file, value] of richTextFixtures)
      expect(standalone.validateRichText(value), file).toBe(file.startsWith("rich-text/valid/"));
    for (const [file, input] of documentFixtures) {
      expect(standalone.validatePage(input), file).toBe(file.startsWith("pages/valid/"));
      expect(standalone.validateSite(input), file).toBe(file.startsWith("sites/valid/"));
    }
  });

  it("contain no new Function and no require(), so they run under a strict CSP and as ES modules", () => {
    for (const file of ["validators.js", "propsValidators.js"]) {
      const code = readFileSync(fileURLToPath(new URL(`./generated/${file}`, import.meta.url)), "utf8");
      expect(code).not.toContain("new Function");
      expect(code).not.toContain("require(");
      expect(code).not.toMatch(/\beval\(/);
    }
  });
});
