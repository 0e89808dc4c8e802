import { KeywordSearch } from '@gaido/ui/keyword-search';
import { useNavigate } from 'react-router-dom';

/**
 * The home page's keyword search ("food tour Lisbon"): as on the travel sites travellers know, it
 * opens the tours list with the search applied and still in its box (`/tours?q=…`), where the
 * results, an empty result or a failure are shown. Without words it opens every tour.
 */
export function TourSearch() {
  const navigate = useNavigate();
  return (
    <KeywordSearch
      name="Tours"
      label="Search tours"
      placeholder="Food tour Lisbon, street art, Kyoto…"
      hint="What you want to do and where: a theme, a neighbourhood, a city."
      onSearch={(query) => navigate(query ? `/tours?${new URLSearchParams({ q: query })}` : '/tours')}
    />
  );
}
