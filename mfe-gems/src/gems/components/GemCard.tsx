import { classifyGem, GEM_CLASS_LABELS, type GemSummary, gemImageUrls } from '@gaido/shared/gems';
import { Card } from '@gaido/ui/card';
import { Picture } from '@gaido/ui/picture';
import { Link } from 'react-router-dom';

export function GemCard({ gem, cityName }: { gem: GemSummary; cityName?: string | undefined }) {
  return (
    <Card
      picture={
        <Picture
          src={gemImageUrls(gem)[0] ?? ''}
          alt={gem.imageAlt}
          width={400}
          height={300}
          sizes="(max-width: 767px) 80vw, 400px"
        />
      }
      title={<Link to={`/gems/${gem.id}`}>{gem.name}</Link>}
      meta={`${GEM_CLASS_LABELS[classifyGem(gem)]}${cityName ? ` · ${cityName}` : ''}`}
    />
  );
}
