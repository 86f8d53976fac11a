import { TOKEN_STORAGE_KEY } from "../../machines/auth/tokenStore";
import { CART_STORAGE_KEY } from "../../machines/cart/localStorageCart";
import { useSite } from "../app/SiteContext";

/**
 * The privacy policy's longest part, what the site stores about a fan: each thing only when the fan
 * uses it, and what it never does. The storage keys named are the code's own, so the words cannot drift.
 */
export function PrivacyWhatTheSiteStores() {
  // The operator's ANALYTICS_RETENTION_DAYS, as the server keeps them.
  const { analyticsRetentionDays = 90 } = useSite();
  return (
    <section aria-labelledby="what-we-store">
      <h2 id="what-we-store">What the site stores</h2>
      <p>You can browse the site, listen to music and fill your cart without an account. Some things are stored only when you use them:</p>

      <h3>Your account</h3>
      <p>
        When you create an account, the site stores your first name, last name and email address, and your password. The password is never
        stored as you typed it: only a salted one-way hash (scrypt) is kept, which cannot be turned back into the password. If you join a
        membership tier, the site also records which tier you are on.
      </p>

      <h3>Your login session</h3>
      <p>
        When you log in or sign up, the server creates a random session token and your browser keeps it in its local storage under the name{" "}
        <code>{TOKEN_STORAGE_KEY}</code>. Your browser sends it with each request so that you stay logged in. The server keeps only a hash
        of the token. Logging out removes it from your browser and ends the session on the server.
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
        When you join a paid tier, the site keeps the tier, what you pay, how often, and when it renews or ends; the payment provider keeps
        your payment details. Cancelling on your account page stops the renewals.
      </p>

      <h3>Email-list subscriptions</h3>
      <p>
        When you join an email list, the site stores your email address (in lowercase), which list you joined and when, and sends you one
        email to confirm it: until you follow its link, you get nothing else. You do not need an account for this. Each newsletter says why
        you get it and has a link to unsubscribe in one click; an address that unsubscribes, or whose mail bounces, is kept only so that it
        is not mailed again.
      </p>
      <p>
        Newsletters do not count opens or clicks unless the artist turns it on. When they do, each copy ends with a 1-pixel image, and its
        links go through the artist's site before the page they lead to: when your mail app shows the image, or you follow a link, the site
        notes it for that newsletter with your email address and the time, so the artist sees how many people opened it and which links they
        followed. Mail apps that block images, or open every image, make these counts a guide only.
      </p>

      <h3>Likes, saves, comments and votes</h3>
      <p>
        When you are logged in and like or save a post, comment on it or vote in a poll, the site stores that action with your account and
        the time. Your comments are shown to other visitors with your full name.
      </p>

      <h3>Visits, plays and clicks</h3>
      <p>
        To show the artist how many people visit, listen and follow links, the site counts page views, plays (started, 30 seconds in, played
        to the end) and clicks on the Link Tree's and buttons' links, with the page, the site you came from, the campaign named in the link
        you followed and the kind of device (phone, tablet or computer). No cookie is set and nothing is stored in your browser for this. To
        count a visitor once a day, the server makes a one-way hash of a secret that changes every day, the artist, your IP address and your
        browser's name; your IP address itself is never stored, and each day's secret is deleted when the day is over, so no one can work
        out whose visit it was. When the site has a country database, the server also works out from your IP address which country you are
        in, and keeps only that country, never the address. Visits from search engines' robots are not counted, and nothing is counted at
        all when your browser sends Do Not Track or Global Privacy Control. The counts are kept in detail for {analyticsRetentionDays}{" "}
        {analyticsRetentionDays === 1 ? "day" : "days"}, then only as totals per day (and per hour).
      </p>

      <h3>What the site does not do</h3>
      <ul>
        <li>
          It does not use advertising or tracking cookies, loads no other company's analytics, and does not build a profile of you for
          advertising.
        </li>
        <li>It does not sell or rent your data to anyone.</li>
        <li>It does not take payments, so it holds no card or bank details.</li>
      </ul>
    </section>
  );
}
