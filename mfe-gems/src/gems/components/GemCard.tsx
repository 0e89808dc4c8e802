import { classifyGem, GEM_CLASS_LABELS, type Gem, gemImageUrls } from '@gaido/shared/gems';
import { Picture } from '@gaido/ui/picture';
import { Link } from 'react-router-dom';

export function GemCard({ gem, cityName }: { gem: Gem; cityName?: string | undefined }) {
  return (
    <article className="card">
      <Picture
        src={gemImageUrls(gem)[0] ?? ''}
        alt={gem.imageAlt ?? ''}
        width={400}
        height={300}
        sizes="(max-width: 767px) 80vw, 400px"
      />
      <div className="card-body">
        <h3>
          <Link to={`/gems/${gem.id}`}>{gem.name}</Link>
        </h3>
        <p className="muted">
          {GEM_CLASS_LABELS[classifyGem(gem)]}
          {cityName ? ` · ${cityName}` : ''}
        </p>
      </div>
    </article>
  );
}
