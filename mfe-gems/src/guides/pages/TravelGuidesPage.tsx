import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../../ui/gems.css';
import { EmptyState, ErrorState, LoadingState } from '@gaido/ui/states';
import { type Guide, useGuides } from '../api/guides';
import { GuideCard } from '../components/GuideCard';

/** The cities the guides work in, for the filter, sorted by name. */
export function guideCities(guides: Guide[]): { id: string; name: string }[] {
  const cities = new Map<string, string>();
  for (const guide of guides) if (guide.city) cities.set(guide.city.id, guide.city.name);
  return [...cities].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** /travel-guides (and /hidden-gems, redirected by the host): the guides, each with their gems by class. */
export default function TravelGuidesPage() {
  const guides = useGuides();
  const [searchParams, setSearchParams] = useSearchParams();
  const cityId = searchParams.get('city') ?? '';
  const selectId = useId();
  const cities = useMemo(() => guideCities(guides.data ?? []), [guides.data]);
  const shown = useMemo(
    () =>
      (guides.data ?? []).filter((guide) => !cityId || guide.city?.id === cityId || guide.cityId === cityId),
    [guides.data, cityId],
  );

  return (
    <div className="travel-guides">
      <h1>Travel guides</h1>
      <p className="muted">
        Local guides and the hidden gems they recommend: places to eat, nightlife and things to do.
      </p>
      {guides.isPending ? (
        <LoadingState label="Loading travel guides…" />
      ) : guides.isError ? (
        <ErrorState title="The travel guides could not be loaded" onRetry={() => void guides.refetch()}>
          Check your connection and try again.
        </ErrorState>
      ) : guides.data.length === 0 ? (
        <EmptyState title="No travel guides yet">
          Meanwhile, <Link to="/gems-map">explore the gems map</Link>.
        </EmptyState>
      ) : (
        <>
          <div className="map-toolbar">
            <label htmlFor={selectId}>
              City{' '}
              <select
                id={selectId}
                className="gems-select"
                value={cityId}
                onChange={(event) => setSearchParams(event.target.value ? { city: event.target.value } : {})}
              >
                <option value="">All cities</option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            </label>
            <p className="muted" aria-live="polite" style={{ margin: 0 }}>
              {shown.length === 1 ? '1 guide' : `${shown.length} guides`}
            </p>
          </div>
          {shown.map((guide) => (
            <GuideCard key={guide.id} guide={guide} />
          ))}
        </>
      )}
    </div>
  );
}
