// The canvas shows any page at once: rich content's code is loaded with the studio, not on demand.
import "../blocks/richText/richContentEager";
import "../blocks/onDemand/onDemandEager";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initApi, NO_TOKEN } from "../client/api/client";
import { endpoints } from "../client/api/endpoints";
import { AccountWorkspace } from "../editor/account/AccountWorkspace";
import { ActivityWorkspace } from "../editor/activity/ActivityWorkspace";
import { messagesApi } from "../editor/api/messagesApi";
import { forgetOldStudioToken, STUDIO_HEADERS } from "../editor/api/studioApi";
import { AudienceWorkspace } from "../editor/audience/AudienceWorkspace";
import { CodesWorkspace } from "../editor/codes/CodesWorkspace";
import { DiscountsWorkspace } from "../editor/discounts/DiscountsWorkspace";
import { EventsWorkspace } from "../editor/events/EventsWorkspace";
import { HomeWorkspace } from "../editor/home/HomeWorkspace";
import { MediaWorkspace } from "../editor/media/MediaWorkspace";
import { MembershipsWorkspace } from "../editor/memberships/MembershipsWorkspace";
import { MessagesWorkspace } from "../editor/messages/MessagesWorkspace";
import { MusicWorkspace } from "../editor/music/MusicWorkspace";
import { OrdersWorkspace } from "../editor/orders/OrdersWorkspace";
import { OutboxWorkspace } from "../editor/outbox/OutboxWorkspace";
import { PagesWorkspace } from "../editor/pages/PagesWorkspace";
import { PostsWorkspace } from "../editor/posts/PostsWorkspace";
import { SettingsWorkspace } from "../editor/settings/SettingsWorkspace";
import { JoinTeamScreen } from "../editor/shell/JoinTeamScreen";
import { SetPasswordScreen } from "../editor/shell/SetPasswordScreen";
import { StudioApp } from "../editor/shell/StudioApp";
import type { StudioSection } from "../editor/shell/studioSections";
import { ShippingWorkspace } from "../editor/shipping/ShippingWorkspace";
import { studioStylesheet } from "../editor/styles/studioStylesheet";
import { TeamWorkspace } from "../editor/team/TeamWorkspace";
import { EmailWorkspace } from "../email/studio/EmailWorkspace";
import { emailStudioStylesheet } from "../email/studio/emailStudio.css";
import { INVITATION_PATH } from "../schema/api/team";
import { SET_PASSWORD_PATH } from "../schema/rules/newArtist";

/** The studio's sections in the sidebar's order, the home first (at /studio): the editor core knows them only through `StudioSection`. */
const SECTIONS: readonly StudioSection[] = [
  // Where the studio opens: the first steps, the numbers at a glance, View site.
  { id: "home", label: "Home", path: "", Workspace: HomeWorkspace },
  // Site: its pages and its settings (the header, footer, theme and links edited beside the pages).
  { id: "pages", label: "Site", path: "site", Workspace: PagesWorkspace },
  { id: "music", label: "Music", path: "music", Workspace: MusicWorkspace },
  { id: "posts", label: "Posts", path: "posts", Workspace: PostsWorkspace },
  { id: "events", label: "Events", path: "events", Workspace: EventsWorkspace },
  { id: "memberships", label: "Memberships", path: "memberships", Workspace: MembershipsWorkspace },
  { id: "orders", label: "Orders", path: "orders", Workspace: OrdersWorkspace },
  // Download codes for cards (issue 36, item 6): batches per release, printed or exported, redeemed at /redeem.
  { id: "codes", label: "Codes", path: "codes", Workspace: CodesWorkspace },
  { id: "discounts", label: "Discounts", path: "discounts", Workspace: DiscountsWorkspace },
  // Where merch ships and what it costs (issue 36, item 3): zones of countries, their rates and free-shipping threshold.
  { id: "shipping", label: "Shipping", path: "shipping", Workspace: ShippingWorkspace },
  { id: "emails", label: "Emails", path: "emails", Workspace: EmailWorkspace },
  // What fans send through Contact forms (issue 39, item 1), with the unread count beside its name.
  {
    id: "messages",
    label: "Messages",
    path: "messages",
    Workspace: MessagesWorkspace,
    count: (profileId) => messagesApi.unread(profileId).then((answer) => answer.unread),
  },
  { id: "outbox", label: "Outbox", path: "outbox", Workspace: OutboxWorkspace, ownersOnly: true },
  { id: "audience", label: "Audience", path: "audience", Workspace: AudienceWorkspace },
  { id: "media", label: "Media", path: "media", Workspace: MediaWorkspace },
  { id: "team", label: "Team", path: "team", Workspace: TeamWorkspace },
  { id: "activity", label: "Activity", path: "activity", Workspace: ActivityWorkspace, ownersOnly: true },
  // The artist's data and integrations (issue 40): export, API keys, webhooks, imports.
  { id: "settings", label: "Settings", path: "settings", Workspace: SettingsWorkspace, ownersOnly: true },
  // The editor's own sign-in (two-step sign-in; for an owner, the team's): open before the rest when the team requires it.
  { id: "account", label: "Your account", path: "account", Workspace: AccountWorkspace, openBeforeTwoFactor: true },
];

/**
 * The studio's own bundle, loaded only at /studio: none of the editor is in a fan's download.
 * The artist comes from the host, like the site's (issue 31); calls carry no fan's token, and the editor's
 * session is an HttpOnly cookie the server sets at login.
 */
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

forgetOldStudioToken();
initApi({ profileId: null, tokenStore: NO_TOKEN, headers: STUDIO_HEADERS });

const style = document.createElement("style");
style.textContent = studioStylesheet() + emailStudioStylesheet();
document.head.append(style);

const query = new URLSearchParams(window.location.search);
if (window.location.pathname === SET_PASSWORD_PATH) {
  // A one-time link names its account by its token alone: no artist to load first.
  createRoot(root).render(
    <StrictMode>
      <SetPasswordScreen token={query.get("token") ?? ""} />
    </StrictMode>,
  );
} else if (window.location.pathname === INVITATION_PATH) {
  // An invitation names its artist by the address it was sent from: the studio opens once it is accepted.
  createRoot(root).render(
    <StrictMode>
      <JoinTeamScreen token={query.get("token") ?? ""} />
    </StrictMode>,
  );
} else {
  const { profile } = await endpoints.publicSite();
  initApi({ profileId: profile.id, tokenStore: NO_TOKEN, headers: STUDIO_HEADERS });
  createRoot(root).render(
    <StrictMode>
      <StudioApp profile={profile} sections={SECTIONS} />
    </StrictMode>,
  );
}
