export default function TravelGuidesPage() {
  return (
    <section className="state-box" aria-labelledby="guides-title">
      <h1 id="guides-title">Travel guides</h1>
      <p>Not built yet: the guides with their gems by category arrive with the gems release (issue 5).</p>
    </section>
  );
}
