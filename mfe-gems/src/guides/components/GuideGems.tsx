import type { Gem } from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { LoadingState, Skeleton } from '@gaido/ui/states';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGuide } from '../api/guide';
import { type GemClassGroup, groupGemsByClass } from '../groupGemsByClass';

/** How many gems of a class show before "Show all": a guide can recommend a hundred places. */
export const GEMS_SHOWN_PER_CLASS = 6;

export function GuideGems({
  guideId,
  guideName,
  load,
}: {
  guideId: string;
  guideName: string;
  load: boolean;
}) {
  const guide = useGuide(guideId, { enabled: load });
  // Not asked for yet (the card is far below): a placeholder line, not a status that says it loads.
  if (!load) return <Skeleton shape="text" width="40%" />;
  if (guide.isPending) return <LoadingState label={`Loading ${guideName}’s gems…`} look="inline" />;
  if (guide.isError) {
    return (
      <p className="form-error" role="alert">
        {guideName}’s gems could not be loaded.{' '}
        <Button variant="ghost" onClick={() => void guide.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const groups = groupGemsByClass(guide.data.gems);
  if (groups.length === 0) return <p className="muted">No gems from this guide yet.</p>;
  return (
    <div className="guide-gem-groups">
      {groups.map((group) => (
        <GemClassSection key={group.gemClass} group={group} guideName={guideName} />
      ))}
    </div>
  );
}

function GemClassSection({ group, guideName }: { group: GemClassGroup<Gem>; guideName: string }) {
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = showAll ? group.gems : group.gems.slice(0, GEMS_SHOWN_PER_CLASS);
  return (
    <section className="gem-class-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {group.label}
        {/* Each guide has the same classes: the guide's name keeps every section's name unique. */}
        <span className="visually-hidden"> recommended by {guideName}</span>{' '}
        <span className="muted">({group.gems.length})</span>
      </h3>
      <ul id={listId} className="guide-gems" aria-label={`${group.label} by ${guideName}`}>
        {shown.map((gem) => (
          <li key={gem.id}>
            <Link to={`/gems/${gem.id}`}>{gem.name}</Link>
            {gem.service && <span className="muted"> · {gem.service}</span>}
          </li>
        ))}
      </ul>
      {group.gems.length > GEMS_SHOWN_PER_CLASS && (
        <Button
          variant="ghost"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show fewer' : `Show all ${group.gems.length} ${group.label.toLocaleLowerCase()}`}
        </Button>
      )}
    </section>
  );
}
