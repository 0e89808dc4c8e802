import { PageSpinner } from '@gaido/shared';
import { useState } from 'react';
import { useTours } from '../api/getTours';
import { LoadError, ToursGrid } from '../components/ToursGrid';

export default function ToursPage() {
  const [page, setPage] = useState(1);
  const tours = useTours({ page });
  return (
    <section aria-labelledby="tours-title">
      <h1 id="tours-title">Tours</h1>
      {tours.isPending ? (
        <PageSpinner label="Loading tours…" />
      ) : tours.isError ? (
        <LoadError onRetry={() => void tours.refetch()} />
      ) : (
        <>
          <p className="muted">{tours.data.meta.totalRecords} tours with local guides</p>
          <ToursGrid tours={tours.data.data} emptyText="No tours match." />
          <Pager page={page} totalPages={tours.data.meta.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="dialog-actions" style={{ justifyContent: 'center' }}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
