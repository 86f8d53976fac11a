import { useSite } from "../app/SiteContext";

/** The site footer: copyright with the artist's name and year, and a powered-by link. */
export function Footer() {
  const { profile, renderedAt } = useSite();
  return (
    <footer className="site-footer">
      <p>
        © {new Date(renderedAt).getUTCFullYear()} {profile.name}
      </p>
      <p>
        Powered by <a href="https://backline.dev">Backline</a>
      </p>
    </footer>
  );
}
