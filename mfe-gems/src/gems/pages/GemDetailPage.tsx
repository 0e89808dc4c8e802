import { useDocumentTitle } from '@gaido/shared';
import {
  classifyGem,
  formatTimeOfDay,
  GEM_CLASS_LABELS,
  type Gem,
  gemGuideImageUrl,
  gemImageUrls,
  isGemOpenNow,
  todayWeekday,
  useGem,
  weekdayHours,
} from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import { Link, useParams } from 'react-router-dom';
import { SaveGemControl } from '../../favorites';
import { GemLocation } from '../components/GemLocation';
import '../../ui/gems.css';
import { Picture } from '@gaido/ui/picture';

export default function GemDetailPage() {
  const { gemId = '' } = useParams();
  const gem = useGem(gemId);
  useDocumentTitle(
    gem.data
      ? gem.data.name
      : gem.isPending
        ? 'Hidden gem'
        : gem.isError
          ? 'Gem could not be loaded'
          : 'Gem not found',
  );
  if (gem.isPending) return <LoadingState label="Loading gem…" />;
  // Unreachable is worth another try; a gem that does not exist is not, and the connection is fine.
  if (gem.isError) {
    return (
      <div className="state-box" role="alert">
        <h1>This gem could not be loaded</h1>
        <p>Check your connection and try again.</p>
        <p>
          <Button onClick={() => void gem.refetch()}>Try again</Button>{' '}
          <Link to="/travel-guides">Browse travel guides</Link>
        </p>
      </div>
    );
  }
  if (!gem.data) {
    return (
      <div className="state-box" role="alert">
        <h1>Gem not found</h1>
        <p>There is no gem at this address. It may have been removed.</p>
        <p>
          <Link to="/travel-guides">Browse travel guides</Link>
        </p>
      </div>
    );
  }
  return <GemDetail gem={gem.data} />;
}

function GemDetail({ gem }: { gem: Gem }) {
  const hours = weekdayHours(gem);
  const now = new Date();
  const openNow = isGemOpenNow(gem, now);
  const today = todayWeekday(now);
  return (
    <article aria-labelledby="gem-title" className="gem-detail">
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <div>
          <p className="muted">{GEM_CLASS_LABELS[classifyGem(gem)]}</p>
          <h1 id="gem-title">{gem.name}</h1>
          {openNow !== null && (
            <p>
              <span className={openNow ? 'badge badge-open' : 'badge'}>
                {openNow ? 'Open now' : 'Closed now'}
              </span>
            </p>
          )}
        </div>
        <SaveGemControl gemId={gem.id} cityId={gem.cityId} />
      </header>
      <ul className="gem-photos" aria-label="Photos">
        {gemImageUrls(gem).map((url, index) => (
          <li key={url}>
            <Picture
              src={url}
              alt={gem.imageAlts[index] || `${gem.name}, view ${index + 1}`}
              width={400}
              height={300}
              loading={index === 0 ? 'first' : 'eager'}
              sizes="(max-width: 767px) 100vw, 400px"
            />
          </li>
        ))}
      </ul>
      {gem.description && <p>{gem.description}</p>}
      {gem.features.length > 0 && (
        <section aria-labelledby="gem-features">
          <h2 id="gem-features">Features</h2>
          <ul className="chips">
            {gem.features.map((feature) => (
              <li key={feature.name} className="chip">
                {feature.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="gem-hours">
        <h2 id="gem-hours">Opening hours</h2>
        <table className="hours">
          <tbody>
            {hours.map((row) => (
              <tr key={row.day} aria-current={row.day === today ? 'date' : undefined}>
                <th scope="row">
                  {row.day}
                  {row.day === today && <span className="muted"> (today)</span>}
                </th>
                <td>
                  {row.opens && row.closes
                    ? `${formatTimeOfDay(row.opens)} – ${formatTimeOfDay(row.closes)}`
                    : 'Closed'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {gem.hoursNote && <p className="muted">{gem.hoursNote}</p>}
      </section>
      <GemLocation gem={gem} />
      {gem.guide && (
        <section aria-labelledby="gem-guide" className="guide">
          <h2 id="gem-guide">Recommended by</h2>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Picture src={gemGuideImageUrl(gem)} alt="" width={64} height={64} shape="round" />
            <Link
              to={gem.cityId ? `/travel-guides?city=${encodeURIComponent(gem.cityId)}` : '/travel-guides'}
            >
              <strong>{gem.guide.name}</strong>
              <span className="visually-hidden">, local guide: see their travel guide</span>
            </Link>
          </div>
        </section>
      )}
    </article>
  );
}
