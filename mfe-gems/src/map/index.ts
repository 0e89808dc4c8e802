// What the other features of this remote may use of the map: the cities query (the featured gems pick
// the traveller's city from it).
export { citiesQueryOptions } from './api/cities';
