import type { ComponentType } from "react";
import type { StudioSectionProps } from "../shell/studioSections";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { ArtistExportPanel } from "./export/ArtistExportPanel";
import { PlatformImportPanel } from "./imports/PlatformImportPanel";
import { WebhooksPanel } from "./webhooks/WebhooksPanel";

/**
 * One part of the studio's Settings section (issue 40): the artist's data and integrations, each
 * under its own heading. Each part is its own concept (export, API keys, webhooks, imports) and
 * adds itself to SETTINGS_PANELS; the section only lays them out.
 */
export interface SettingsPanel {
  readonly id: string;
  /** The part's heading, and its entry in the section's list of contents. */
  readonly title: string;
  readonly Panel: ComponentType<StudioSectionProps>;
}

export const SETTINGS_PANELS: readonly SettingsPanel[] = [
  { id: "api-keys", title: "API keys", Panel: ApiKeysPanel },
  { id: "webhooks", title: "Webhooks", Panel: WebhooksPanel },
  { id: "imports", title: "Import from another platform", Panel: PlatformImportPanel },
  { id: "export", title: "Export", Panel: ArtistExportPanel },
];
