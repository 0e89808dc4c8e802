export default function GemsMapPage() {
  return (
    <section className="state-box" aria-labelledby="map-title">
      <h1 id="map-title">Gems map</h1>
      <p>Not built yet: the offline map of a city's gems arrives with the gems release (issue 5).</p>
    </section>
  );
}
