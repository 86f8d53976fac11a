import fc from "fast-check";
import { chooseNotFoundPage } from "../../editor/commands/chooseNotFoundPage";
import { chooseSiteFont, type SiteFontRole } from "../../editor/commands/chooseSiteFont";
import { chooseSiteTheme } from "../../editor/commands/chooseSiteTheme";
import { editSiteSettings } from "../../editor/commands/editSiteSettings";
import type { SiteHolder } from "../../editor/document/siteHolder";
import { checkPageEntry, withoutPage, withPageEntry, withRenamedPage } from "../../editor/pages/pageEntries";
import type { EditKind } from "../../runtime/history";
import { SITE_FONT_IDS, type SiteFontId } from "../../schema/fonts";
import { type SiteTheme, siteDocumentSchema, type ThemeSettings, themeSettingsSchema } from "../../schema/site";
import { arbitraryFromSchema } from "./fromSchema";

type SettingName = keyof typeof themeSettingsSchema.properties;
const SETTING_NAMES = Object.keys(themeSettingsSchema.properties) as SettingName[];

/** What a person does to the site document in the studio: its settings (undoable) and its page list (not). */
export type SiteCommand =
  | {
      readonly name: "edit";
      readonly setting: SettingName;
      /** A valid value, or undefined to clear the setting. */
      readonly value: unknown;
      readonly kind: EditKind;
      /** Milliseconds since the previous command, so bursts sometimes fold and sometimes do not. */
      readonly after: number;
    }
  | { readonly name: "theme"; readonly theme: SiteTheme }
  /** A font picked for the headings or the text, or taken back (undefined). */
  | { readonly name: "font"; readonly role: SiteFontRole; readonly font: SiteFontId | undefined }
  /** One of the site's pages (by `pick`) as the not-found page, or none. */
  | { readonly name: "notFoundPage"; readonly pick: number | null }
  | { readonly name: "addPage" | "renamePage"; readonly pick: number; readonly path: string; readonly title: string }
  | { readonly name: "removePage"; readonly pick: number }
  | { readonly name: "undo" | "redo" };

const settingEdit = fc.constantFrom(...SETTING_NAMES).chain((setting) =>
  fc.record({
    name: fc.constant("edit" as const),
    setting: fc.constant(setting),
    value: fc.option(arbitraryFromSchema(themeSettingsSchema.properties[setting]), { nil: undefined, freq: 5 }),
    kind: fc.constantFrom<EditKind>("text", "slider", "choice"),
    after: fc.constantFrom(0, 100, 499, 501, 999, 1001, 5000),
  }),
);

const pagePath = fc.constantFrom("/tour", "/about", "/shop/merch", "/tour");

export const siteCommandArbitrary: fc.Arbitrary<SiteCommand> = fc.oneof(
  { arbitrary: settingEdit, weight: 4 },
  fc.record({ name: fc.constant("theme" as const), theme: fc.constantFrom(...siteDocumentSchema.properties.theme.enum) }),
  fc.record({
    name: fc.constant("font" as const),
    role: fc.constantFrom<SiteFontRole>("heading", "body"),
    font: fc.option(fc.constantFrom(...SITE_FONT_IDS), { nil: undefined, freq: 4 }),
  }),
  fc.record({ name: fc.constant("notFoundPage" as const), pick: fc.option(fc.nat({ max: 100 }), { nil: null }) }),
  fc.record({
    name: fc.constantFrom("addPage" as const, "renamePage" as const),
    pick: fc.nat({ max: 100 }),
    path: pagePath,
    title: fc.string({ minLength: 1, maxLength: 20 }),
  }),
  fc.record({ name: fc.constant("removePage" as const), pick: fc.nat({ max: 100 }) }),
  { arbitrary: fc.record({ name: fc.constantFrom("undo" as const, "redo" as const) }), weight: 2 },
);

export const siteCommandsArbitrary = fc.array(siteCommandArbitrary, { minLength: 1, maxLength: 30 });

/** Site settings as a person may have left them. */
export const themeSettingsArbitrary = arbitraryFromSchema(themeSettingsSchema) as fc.Arbitrary<ThemeSettings>;

/**
 * Runs a command on the site's holder as the studio does: settings edits from the site settings
 * panel, page-list changes from the page list after the checks it makes (the server checks again).
 */
export function siteCommandRunner(holder: SiteHolder, clock: { now: number }) {
  let pageCount = 0;
  return (command: SiteCommand): void => {
    const site = holder.get();
    const pages = site.pages ?? [];
    const pageAt = (pick: number) => pages[pick % Math.max(pages.length, 1)];
    switch (command.name) {
      case "edit": {
        clock.now += command.after;
        const field = { key: `settings.${command.setting}`, kind: command.kind };
        holder.set(editSiteSettings(site, { [command.setting]: command.value }), field);
        return;
      }
      case "theme":
        holder.set(chooseSiteTheme(site, command.theme), { key: "theme", kind: "choice" });
        return;
      case "font":
        holder.set(chooseSiteFont(site, command.role, command.font), { key: `settings.${command.role}Font`, kind: "choice" });
        return;
      case "notFoundPage": {
        const page = command.pick === null ? undefined : pageAt(command.pick);
        holder.set(chooseNotFoundPage(site, page?.path), { key: "notFoundPage", kind: "choice" });
        return;
      }
      case "addPage": {
        const checked = checkPageEntry(command, pages);
        if (checked.ok) holder.set(withPageEntry(site, { id: `added-${++pageCount}`, title: checked.title, path: checked.path }));
        return;
      }
      case "renamePage": {
        const page = pageAt(command.pick);
        if (!page || page.path === "/") return;
        const checked = checkPageEntry(
          command,
          pages.filter((other) => other.id !== page.id),
        );
        if (checked.ok) holder.set(withRenamedPage(site, { id: page.id, title: checked.title, path: checked.path }, page.path));
        return;
      }
      case "removePage": {
        const page = pageAt(command.pick);
        if (page && page.path !== "/") holder.set(withoutPage(site, page.id));
        return;
      }
      case "undo":
        holder.undo();
        return;
      case "redo":
        holder.redo();
        return;
    }
  };
}
