import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";

/** Every absolute link of a message: its text's URLs, its HTML's href and src, and its List-Unsubscribe header's. */
export function linksOfMessage(message: ParsedMail): string[] {
  const links = new Set<string>();
  for (const match of (message.text ?? "").matchAll(/https?:\/\/[^\s<>"')]+/g)) links.add(match[0]);
  const html = typeof message.html === "string" ? message.html : "";
  for (const match of html.matchAll(/(?:href|src)="([^"]+)"/g))
    if (/^https?:/.test(match[1] ?? "")) links.add((match[1] ?? "").replace(/&amp;/g, "&"));
  for (const match of listUnsubscribeHeader(message).matchAll(/<(https?:[^>]+)>/g)) links.add(match[1] ?? "");
  return [...links];
}

/** The List-Unsubscribe header as it was written (mailparser's parsed form of List-* headers drops the brackets). */
export function listUnsubscribeHeader(message: ParsedMail): string {
  return message.headerLines.find((header) => header.key === "list-unsubscribe")?.line.replace(/^list-unsubscribe:\s*/i, "") ?? "";
}

/** Every address a page links to or posts to: anchors, link elements, forms, og:url and canonical. */
export function linksOfPage(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll("a[href], link[href]")].map((element) => (element as HTMLAnchorElement).href),
    ...[...document.querySelectorAll("form[action]")].map((element) => (element as HTMLFormElement).action),
    ...[...document.querySelectorAll('meta[property="og:url"]')].map((element) => element.getAttribute("content") ?? ""),
  ]);
}
