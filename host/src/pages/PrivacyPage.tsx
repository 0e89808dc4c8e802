import { Link } from 'react-router-dom';

/** `/privacy` and `/privacy-policy` (spec 2). What it says about analytics must match host/src/analytics. */
export default function PrivacyPage() {
  return (
    <article className="static-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p>
        This page explains what Gaido stores about you, why, and for how long. It covers the website and its
        analytics.
      </p>

      <h2>Your account</h2>
      <p>
        Your email, name, short bio and home city, your onboarding answers (why you use Gaido, your city, when
        you plan to travel, how you heard of us), your saved gems and folders, your bookings and your payment
        records (card brand and last four digits only — never the full card number). We keep them while your
        account exists.
      </p>

      <h2 id="analytics">Product analytics</h2>
      <p>
        To see which parts of Gaido help travellers and which get in the way, the app records product
        analytics from the moment it loads:
      </p>
      <ul>
        <li>
          <strong>Page views and page leaves</strong>: the address of the page, its name (for example “Tour
          Detail”), the page you came from and how long you stayed.
        </li>
        <li>
          <strong>Clicks</strong> on links, buttons and form controls (“autocapture”): the kind of element and
          its visible label. What you type into fields is not recorded.
        </li>
        <li>
          <strong>A few named events</strong>: that the app loaded; that a sign-up failed, with the error
          message shown to you (for example “An account with this email already exists”); that the survey
          below was shown, dismissed or answered.
        </li>
        <li>
          <strong>Technical context</strong> sent with each event: browser and version, operating system,
          device type, screen size, language, the referring site and campaign tags in the address, and a
          session id.
        </li>
      </ul>
      <p>
        Analytics recognises your browser with a random id kept in your browser's local storage and in a
        cookie (named <code>ph_…_posthog</code>). When you log in, events are linked to your account id; when
        you sign out, a new random id is used. We do not store your IP address with analytics events.
      </p>
      <p>
        Events go to Gaido's own analytics service, which keeps them for 30 days, in batches of at most 50
        every few seconds. We do not sell them or share them with advertisers. If Gaido later uses an
        analytics provider for this, this page will name it first.
      </p>

      <h2>Satisfaction survey</h2>
      <p>
        About 5% of visitors are asked one satisfaction question (0 to 10) after 45 seconds on the site, at
        most once every 90 days. Answering is optional. If you answer, we store your score, your comment if
        you write one, the page you were on, your analytics id and, if you are logged in, your account id.
        Your browser's local storage remembers when you were last asked, so you are not asked again for 90
        days.
      </p>

      <h2>Device information</h2>
      <p>
        To keep sessions secure we keep a device id with screen size, browser, device type, time zone,
        language and platform in your browser's storage.
      </p>

      <h2>Stored in your browser</h2>
      <p>
        Your sign-in tokens and profile (while you are signed in), your onboarding status, favorites saved
        while our servers were unreachable, the analytics id above and the survey memory. Clearing your
        browser's site data removes them all.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and change your profile at any time on your <Link to="/profile">profile page</Link>, and
        ask us to delete your account and the data linked to it, analytics and survey answers included.
      </p>
    </article>
  );
}
