import { Link } from "wouter";
import type { Profile } from "../../schema/entities/people";
import type { HeadTags } from "../head/head";

export function notFoundHead(profile: Profile): HeadTags {
  return { title: `Page not found · ${profile.name}`, canonicalPath: "/", noIndex: true };
}

/** A real not-found page (the server answers it with a 404). */
export function NotFoundScreen() {
  return (
    <div className="site-page site-message">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/" className="bl-button bl-button--primary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
