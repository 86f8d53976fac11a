import { Link } from "wouter";
import { TOKEN_STORAGE_KEY } from "../../machines/auth/tokenStore";
import { CART_STORAGE_KEY } from "../../machines/cart/cartMachine";
import { useSite } from "../app/SiteContext";

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

      <section aria-labelledby="what-we-store">
        <h2 id="what-we-store">What the site stores</h2>
        <p>
          You can browse the site, listen to music and fill your cart without an account. Some things are stored only when you use them:
        </p>

        <h3>Your account</h3>
        <p>
          When you create an account, the site stores your first name, last name and email address, and your password. The password is never
          stored as you typed it: only a salted one-way hash (scrypt) is kept, which cannot be turned back into the password. If you join a
          membership tier, the site also records which tier you are on.
        </p>

        <h3>Your login session</h3>
        <p>
          When you log in or sign up, the server creates a random session token and your browser keeps it in its local storage under the
          name <code>{TOKEN_STORAGE_KEY}</code>. Your browser sends it with each request so that you stay logged in. The server keeps only a
          hash of the token. Logging out removes it from your browser and ends the session on the server.
        </p>

        <h3>Your cart</h3>
        <p>
          What you put in your cart, including the name, email address and message for a gift, is kept in your browser's local storage under
          the name <code>{CART_STORAGE_KEY}</code>, on your device, until you check out. Checking out sends it to the server to make your
          order: the order keeps what you bought, what you paid, your email address, and a gift's recipient name, email address and message,
          so the gift can be delivered. The payment itself is taken by the payment provider; this site never sees your card number.
        </p>

        <h3>Paid memberships</h3>
        <p>
          When you join a paid tier, the site keeps the tier, what you pay, how often, and when it renews or ends; the payment provider
          keeps your payment details. Cancelling on your account page stops the renewals.
        </p>

        <h3>Email-list subscriptions</h3>
        <p>
          When you join an email list, the site stores your email address (in lowercase), which list you joined and when, and sends you one
          email to confirm it: until you follow its link, you get nothing else. You do not need an account for this. Each newsletter says
          why you get it and has a link to unsubscribe in one click; an address that unsubscribes, or whose mail bounces, is kept only so
          that it is not mailed again.
        </p>

        <h3>Likes, saves, comments and votes</h3>
        <p>
          When you are logged in and like or save a post, comment on it or vote in a poll, the site stores that action with your account and
          the time. Your comments are shown to other visitors with your full name.
        </p>

        <h3>What the site does not do</h3>
        <ul>
          <li>It does not use advertising or tracking cookies, and it does not build a profile of you for advertising.</li>
          <li>It does not sell or rent your data to anyone.</li>
          <li>It does not take payments, so it holds no card or bank details.</li>
        </ul>
      </section>

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
