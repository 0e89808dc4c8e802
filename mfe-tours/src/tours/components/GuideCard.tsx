import { resolveAssetUrl } from '@gaido/shared';
import type { TourGuide } from '@gaido/shared/tours';
import { Picture } from '@gaido/ui/picture';

export function GuideCard({ guide }: { guide: TourGuide }) {
  return (
    <section className="guide-card" aria-labelledby="guide-title">
      <h2 id="guide-title">Your guide</h2>
      <div className="guide-body">
        <Picture src={resolveAssetUrl(guide.imageUrl)} alt="" width={96} height={96} shape="round" />
        <div>
          <h3>{guide.name}</h3>
          {guide.bio && <p>{guide.bio}</p>}
          {guide.languages && guide.languages.length > 0 && (
            <p className="muted small">Speaks {guide.languages.join(', ')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
