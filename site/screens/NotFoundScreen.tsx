import { Link } from "wouter";

/** A real not-found page (the server answers it with a 404), where the artist chose none of their own (site/app/notFoundPage.ts). */
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
