import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { themeVariables } from "../../runtime/theme";
import { useSite } from "../app/SiteContext";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PlayerBarSlot } from "./PlayerBarSlot";

/** Whether the Link Tree theme shows this address: the home page, as one centred page (SPEC §2). */
export function useLinkTreeHome(): boolean {
  const { site } = useSite();
  const [pathname] = useLocation();
  return site.theme === "link-tree" && pathname === "/";
}

/**
 * Header, the page, footer, and the player bar after them: outside the routes, so a page change
 * never interrupts playback. The theme's variables are on the outermost element. With the Link
 * Tree theme the home page has no header or cart, and a footer of one line.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const linkTree = useLinkTreeHome();
  if (linkTree) {
    return (
      <div className="site site--link-tree" style={themeVariables(site.settings)}>
        <a className="site-skip-link" href="#main">
          Skip to content
        </a>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer compact />
        <PlayerBarSlot />
      </div>
    );
  }
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
      <PlayerBarSlot />
    </div>
  );
}
