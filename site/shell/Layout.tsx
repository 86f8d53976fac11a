import type { ReactNode } from "react";
import { themeVariables } from "../../runtime/theme";
import { useSite } from "../app/SiteContext";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PlayerBar } from "./PlayerBar";

/**
 * Header, the page, footer, and the player bar after them: outside the routes, so a page change
 * never interrupts playback. The theme's variables are on the outermost element.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { site } = useSite();
  return (
    <div className="site" style={themeVariables(site.settings)}>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PlayerBar />
    </div>
  );
}
