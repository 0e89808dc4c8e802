export default function PrivacyPage() {
  return (
    <article className="static-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <h2>What we store</h2>
      <p>
        Your email, name, onboarding answers, saved gems, bookings and payment records (card brand and last
        four digits only — never the full card number).
      </p>
      <h2>Analytics</h2>
      <p>
        When the app loads we record product analytics: the pages you view and leave, clicks on buttons and
        links (autocapture), an app-loaded event, and a failed sign-up's error message. Analytics uses local
        storage and a cookie to recognise your browser, and is linked to your account after you log in and
        unlinked when you sign out. Events are sent to Gaido's own analytics service.
      </p>
      <h2>Device information</h2>
      <p>
        To keep sessions secure we keep a device id with screen size, browser, device type, time zone,
        language and platform in your browser's storage.
      </p>
      <h2>Surveys</h2>
      <p>About 5% of visitors are asked one satisfaction question, at most once every 90 days.</p>
      <h2>Your rights</h2>
      <p>You can see and change your profile at any time, and ask us to delete your account.</p>
    </article>
  );
}
