import { Link } from "wouter";
import { useSite } from "../app/SiteContext";
import { PrivacyWhatTheSiteStores } from "./PrivacyWhatTheSiteStores";

/**
 * /privacy-policy: what the artist's site keeps about a fan, where, why and for how long, in plain
 * words. Every statement matches what the site does (the storage keys are the code's own).
 */
export function PrivacyPolicyScreen() {
  const { profile } = useSite();
  const artist = profile.name;
  return (
    <article className="site-page legal-page" aria-labelledby="privacy-title">
      <header className="legal-page__header">
        <h1 id="privacy-title">Privacy policy</h1>
        <p className="legal-page__lead">
          This is the website of {artist}. This page explains what the site stores about you, where it is kept, why, and what you can do
          about it.
        </p>
      </header>

      <nav className="legal-page__contents" aria-label="On this page">
        <h2>On this page</h2>
        <ol>
          <li>
            <a href="#what-we-store">What the site stores</a>
          </li>
          <li>
            <a href="#why">Why it is stored</a>
          </li>
          <li>
            <a href="#who">Who can see it</a>
          </li>
          <li>
            <a href="#how-long">How long it is kept</a>
          </li>
          <li>
            <a href="#choices">Your choices</a>
          </li>
          <li>
            <a href="#contact">Questions</a>
          </li>
        </ol>
      </nav>

      <PrivacyWhatTheSiteStores />

      <section aria-labelledby="why">
        <h2 id="why">Why it is stored</h2>
        <ul>
          <li>Your account details, to log you in, show your account and give you what your membership includes.</li>
          <li>The session token, to keep you logged in from page to page.</li>
          <li>The cart, so that it is still there when you come back.</li>
          <li>Your email-list subscription, to send you the news you asked for.</li>
          <li>Your likes, saves, comments and votes, to show them on the posts and to you.</li>
        </ul>
      </section>

      <section aria-labelledby="who">
        <h2 id="who">Who can see it</h2>
        <p>
          {artist} and the people who help run this site can see your account details, your membership and your email-list subscriptions.
          The data is kept on the server that runs this site. Comments are public on the posts they belong to, under your name.
        </p>
      </section>

      <section aria-labelledby="how-long">
        <h2 id="how-long">How long it is kept</h2>
        <ul>
          <li>Your account and what you did with it: until you ask for the account to be deleted.</li>
          <li>The session token: until you log out, or clear your browser's storage.</li>
          <li>The cart: until you empty it or clear your browser's storage.</li>
          <li>Email-list subscriptions: until you unsubscribe or ask to be removed from the list.</li>
        </ul>
      </section>

      <section aria-labelledby="choices">
        <h2 id="choices">Your choices</h2>
        <ul>
          <li>
            Log out at any time from <Link href="/account">your account</Link>; this removes the session token from your browser.
          </li>
          <li>
            Remove items from your cart, or clear this site's data in your browser's settings to remove the cart and the token at once.
          </li>
          <li>Unsubscribe from the link at the foot of any newsletter; you can subscribe again from the same page.</li>
          <li>Ask for a copy of the data held about you, for it to be corrected, or for your account or subscription to be deleted.</li>
        </ul>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">Questions</h2>
        <p>
          For any question about this policy or your data, or to make one of the requests above, contact {artist} through the links on this
          site.
        </p>
      </section>
    </article>
  );
}
