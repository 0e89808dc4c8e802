import { type PagePrefetch, useSession } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { Carousel } from '@gaido/ui/carousel';
import { EmptyState, LoadingState } from '@gaido/ui/states';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { citiesQueryOptions } from '../../map';
import { preferredCityOf } from '../../map/preferredCity';
import { featuredGemsQueryOptions } from '../api/featuredGems';
import { GemCard } from './GemCard';

/** The host calls this as soon as this module has loaded on the home page. */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  void queryClient.prefetchQuery(citiesQueryOptions());

/** Exposed for the host's home page: hidden gems of the traveller's city, or of several cities. */
export default function FeaturedGems() {
  const user = useSession((state) => state.user);
  const cities = useQuery(citiesQueryOptions());
  const preferred = useMemo(() => preferredCityOf(user, cities.data ?? []), [user, cities.data]);
  const gems = useQuery(featuredGemsQueryOptions(preferred, cities.data ?? []));
  const cityNames = useMemo(
    () => new Map((cities.data ?? []).map((city) => [city.id, city.name] as const)),
    [cities.data],
  );
  if (cities.isPending || (gems.isPending && gems.fetchStatus !== 'idle')) {
    return <LoadingState label="Loading gems…" />;
  }
  if (!gems.data || gems.data.length === 0) {
    return (
      <EmptyState
        actions={
          <Button onClick={() => void (cities.isError ? cities.refetch() : gems.refetch())}>Try again</Button>
        }
      >
        No gems to show right now.
      </EmptyState>
    );
  }
  return (
    <>
      {preferred && <p className="muted">Recommended by local guides in {preferred.name}.</p>}
      <Carousel
        label="Hidden gems"
        previousLabel="Previous gems"
        nextLabel="Next gems"
        wide="grid"
        listClassName="grid"
      >
        {gems.data.map((gem) => (
          <li key={gem.id}>
            <GemCard gem={gem} cityName={gem.cityId ? cityNames.get(gem.cityId) : undefined} />
          </li>
        ))}
      </Carousel>
    </>
  );
}
