import type { City, User } from '@gaido/shared';
import { chooseCity, likelyCityId, orderCities, preferredCityOf } from './preferredCity';

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

describe('the city known before the cities list arrives', () => {
  const id = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';

  it('is the URL’s city when the URL names it by id', () => {
    expect(likelyCityId(id, null)).toBe(id);
    expect(likelyCityId(id.toUpperCase(), user({ homeCityId: other }))).toBe(id);
  });

  it('is unknown when the URL names it by slug, which only the list can resolve', () => {
    expect(likelyCityId('lisbon', user({ homeCityId: other }))).toBeNull();
  });

  it('is the user’s own city when the URL names none', () => {
    expect(likelyCityId(null, user({ homeCityId: other, onboarding: { cityId: id } }))).toBe(other);
    expect(likelyCityId(null, user({ homeCityId: null, onboarding: { cityId: id } }))).toBe(id);
    expect(likelyCityId(null, user({ onboarding: { preferredCity: 'Lisbon' } }))).toBeNull();
    expect(likelyCityId(null, null)).toBeNull();
  });
});
