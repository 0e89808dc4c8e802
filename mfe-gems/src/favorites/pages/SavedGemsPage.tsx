export default function SavedGemsPage() {
  return (
    <section className="state-box" aria-labelledby="saved-title">
      <h1 id="saved-title">Saved gems</h1>
      <p>Not built yet: your folders and their gems arrive with the gems release (issue 5).</p>
    </section>
  );
}
