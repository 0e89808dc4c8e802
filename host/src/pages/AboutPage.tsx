export default function AboutPage() {
  return (
    <article className="static-page" aria-labelledby="about-title">
      <h1 id="about-title">About Gaido</h1>
      <p>
        Gaido connects travellers with local guides. Browse city tours and book them by card, discover hidden
        gems — places to eat, drink and see that locals recommend — and save them into folders for your trip.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Pick a city and browse its tours and gems, no account needed.</li>
        <li>Create an account to request bookings and save gems into folders.</li>
        <li>Pay by card, get a booking reference, and meet your guide.</li>
      </ol>
      <h2>Our guides</h2>
      <p>Every guide lives in the city they show. They write the travel guides and choose the gems.</p>
    </article>
  );
}
