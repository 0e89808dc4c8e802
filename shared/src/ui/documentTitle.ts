/**
 * Every page has its own document title: "<what is on screen> · Gaido" (the home page is "Gaido").
 * The host sets the title of the route (a fallback for every page); a page that knows better (a
 * tour's or a gem's name, a city) sets its own with `useDocumentTitle`, which wins while it is
 * mounted, whichever effect runs first.
 */
import { useEffect } from 'react';

export const SITE_NAME = 'Gaido';

export function formatDocumentTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

let routeTitle: string | null = null;
const pageTitles: { id: number; title: string | null }[] = [];
let nextId = 0;

function apply(): void {
  if (typeof document === 'undefined') return;
  const page = pageTitles.at(-1);
  document.title = formatDocumentTitle(page ? page.title : routeTitle);
}

/** The host's title for the current route; a page's own title takes precedence. */
export function setRouteTitle(title: string | null): void {
  routeTitle = title;
  apply();
}

/** The page's own title while it is mounted (`null` for the bare site name). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    nextId += 1;
    const entry = { id: nextId, title };
    pageTitles.push(entry);
    apply();
    return () => {
      const index = pageTitles.findIndex((candidate) => candidate.id === entry.id);
      if (index >= 0) pageTitles.splice(index, 1);
      apply();
    };
  }, [title]);
}
