import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { initApi } from "../client/api/client";
import { endpoints } from "../client/api/endpoints";
import { apiSiteData } from "../client/data/apiSiteData";
import { App } from "./app/App";
import { type InitialState, readInitialState } from "./app/initialState";
import { RouteDataStore } from "./app/RouteDataStore";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const embedded = readInitialState();

if (embedded) {
  // A page the server rendered: hydrate it with the data it embedded.
  initApi({ profileId: embedded.profile.id });
  hydrateRoot(
    root,
    <StrictMode>
      <App initial={embedded} data={apiSiteData} store={new RouteDataStore(embedded.routeData)} />
    </StrictMode>,
  );
} else {
  // Development (Vite serves the page): render in the browser, with the styles the server would link.
  initApi({ profileId: null });
  const [{ profile, site }, { siteStylesheet }, { themeCss }] = await Promise.all([
    endpoints.publicSite(),
    import("./styles/siteStylesheet"),
    import("../runtime/theme"),
  ]);
  initApi({ profileId: profile.id });
  const style = document.createElement("style");
  style.textContent = `:root { ${themeCss(site.settings)} }\n${siteStylesheet()}`;
  document.head.append(style);
  const initial: InitialState = { profile, site, routeData: {}, renderedAt: Date.now() };
  createRoot(root).render(
    <StrictMode>
      <App initial={initial} data={apiSiteData} store={new RouteDataStore()} />
    </StrictMode>,
  );
}
