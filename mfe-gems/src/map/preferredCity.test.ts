import type { City, User } from '@gaido/shared';
import { chooseCity, orderCities, preferredCityOf } from './preferredCity';

const city = (id: string, name: string): City =>
  ({ id, name, slug: name.toLowerCase(), country: 'X' }) as City;
const lisbon = city('c-lisbon', 'Lisbon');
const kyoto = city('c-kyoto', 'Kyoto');
const porto = city('c-porto', 'Porto');
const cities = [lisbon, kyoto, porto];
const user = (user_metadata: Record<string, unknown>): User => ({ id: 'u', email: 'a@b.c', user_metadata });

describe('preferred city', () => {
  it('is the home city of the profile first, then the onboarding city', () => {
    expect(preferredCityOf(user({ homeCityId: 'c-porto', onboarding: { cityId: 'c-kyoto' } }), cities)).toBe(
      porto,
    );
    expect(preferredCityOf(user({ homeCityId: null, onboarding: { cityId: 'c-kyoto' } }), cities)).toBe(
      kyoto,
    );
    expect(preferredCityOf(user({ onboarding: { preferredCity: ' lisbon ' } }), cities)).toBe(lisbon);
  });

  it('is nobody’s for a visitor or a user who named no city', () => {
    expect(preferredCityOf(null, cities)).toBeNull();
    expect(preferredCityOf(user({}), cities)).toBeNull();
  });

  it('comes first in the picker, the others by name', () => {
    expect(orderCities(cities, porto).map((c) => c.name)).toEqual(['Porto', 'Kyoto', 'Lisbon']);
    expect(orderCities(cities, null).map((c) => c.name)).toEqual(['Kyoto', 'Lisbon', 'Porto']);
  });

  it('is shown unless the URL names a city by id or slug', () => {
    expect(chooseCity(cities, null, porto)).toBe(porto);
    expect(chooseCity(cities, 'KYOTO', porto)).toBe(kyoto);
    expect(chooseCity(cities, 'c-lisbon', porto)).toBe(lisbon);
    expect(chooseCity(cities, 'atlantis', null)).toBe(lisbon);
  });
});
