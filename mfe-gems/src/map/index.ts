// What the other features of this remote may use of the map: the cities query (the featured gems pick
// the traveller's city from it), and the gems map itself for other pages (saved gems), loaded on
// demand so MapLibre stays out of their first load.

export { type CityLand, useCityLand } from '@gaido/shared/cities';
export { citiesQueryOptions } from './api/cities';
export { useCityLabels } from './api/cityLabels';
export type { GemSelection } from './components/GemsMap';
export { type MapGem, toMapGems } from './gemPoints';

export const loadGemsMap = () => import('./components/GemsMap');
