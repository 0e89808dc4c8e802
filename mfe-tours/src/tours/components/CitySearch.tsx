import { CitySearch as CitySearchBox } from '@gaido/ui/city-search';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCitySearch } from '../api/searchCities';

/** The tours list's city search: asks the API for the cities matching the text, and opens one's tours. */
export function CitySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const cities = useCitySearch(debounced);
  return (
    <CitySearchBox
      text={text}
      onTextChange={setText}
      options={(cities.data ?? []).slice(0, 8)}
      status={cities.isError ? 'error' : debounced !== text || cities.isFetching ? 'loading' : 'done'}
      onChoose={(city) => {
        setText(city.name);
        navigate(city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`);
      }}
    />
  );
}
