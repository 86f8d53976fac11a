import { Link } from "wouter";

/** What /account shows once the fan deleted their account (issue 35, item 4): signed out, and told where the confirmation went. */
export function AccountDeleted({ artistName, email }: { readonly artistName: string; readonly email: string }) {
  return (
    <div className="site-page account-page">
      <h1 className="account-page__title">My Account</h1>
      <section className="account-card" aria-labelledby="account-deleted-title">
        <h2 className="account-card__title" id="account-deleted-title">
          Your account was deleted
        </h2>
        <p role="status">
          Your account at {artistName} and your personal data are gone, and you are signed out everywhere. We sent a confirmation to {email}
          .
        </p>
        <div className="account-card__actions">
          <Link href="/" className="bl-button bl-button--primary">
            Go to the home page
          </Link>
        </div>
      </section>
    </div>
  );
}
