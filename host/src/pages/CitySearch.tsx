import type { City } from '@gaido/shared';
import { CitySearch as CitySearchBox } from '@gaido/ui/city-search';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCities } from './home/api/cities';
import { matchCities } from './home/citySearchMatch';

/**
 * The home page's city search: works without an account, suggests cities from the city list as you
 * type (the user's own city first) and goes to the chosen city's tours.
 */
export function CitySearch({ preferredCity = null }: { preferredCity?: City | null }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const cities = useCities();
  const suggestions = useMemo(
    () => matchCities(cities.data ?? [], text, preferredCity ? { preferredId: preferredCity.id } : {}),
    [cities.data, text, preferredCity],
  );
  return (
    <CitySearchBox
      text={text}
      onTextChange={setText}
      options={suggestions}
      status={cities.isError ? 'error' : cities.isSuccess ? 'done' : 'loading'}
      ownCityId={preferredCity?.id}
      onChoose={(city) => navigate(city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`)}
    />
  );
}
