import { type GemListParams, type PagePrefetch, PageSpinner } from '@gaido/shared';
import { gemsListQueryOptions } from '@gaido/shared/gems';
import { useQuery } from '@tanstack/react-query';
import { GemCard } from './GemCard';

const FEATURED: GemListParams = { page: 1, limit: 8 };

/** The host calls this as soon as this module has loaded on the home page (issue 9). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  void queryClient.prefetchQuery(gemsListQueryOptions(FEATURED));

/** Exposed for the host's home page. */
export default function FeaturedGems() {
  const gems = useQuery(gemsListQueryOptions(FEATURED));
  if (gems.isPending) return <PageSpinner label="Loading gems…" />;
  // spec 8: a failed gem list reads as empty, so the empty state also offers a retry.
  if (!gems.data || gems.data.data.length === 0) {
    return (
      <div className="state-box" role="status">
        <p>No gems to show right now.</p>
        <button type="button" className="button" onClick={() => void gems.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ul className="grid" aria-label="Hidden gems" style={{ listStyle: 'none', padding: 0 }}>
      {gems.data.data.map((gem) => (
        <li key={gem.id}>
          <GemCard gem={gem} />
        </li>
      ))}
    </ul>
  );
}
