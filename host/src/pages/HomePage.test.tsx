import { type City, setSession } from '@gaido/shared';
import { aCity, aList } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { API, renderWithProviders } from '../test/render';
import { server } from '../test/setup';

const loadRemoteModule = vi.fn();
vi.mock('../platform/federationRuntime', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  recordRemoteFailure: vi.fn(),
  recordRemoteRendered: vi.fn(),
}));

const { default: HomePage, popularCities } = await import('./HomePage');

const LISBON = aCity({
  id: '11111111-1111-4111-8111-111111111111',
  description: 'Seven hills and yellow trams.',
  imageUrl: '/assets/cities/lisbon.svg',
});
const KYOTO = aCity({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Kyoto',
  country: 'Japan',
  countryCode: 'JP',
  slug: 'kyoto',
  timezone: 'Asia/Tokyo',
});

function remotes({ gemsDown = false } = {}) {
  loadRemoteModule.mockImplementation(async (remote: string) => {
    if (remote === 'mfe_gems' && gemsDown) throw new Error('mfe_gems manifest 503');
    return {
      default: () => <p>{remote === 'mfe_tours' ? 'Alfama Food Walk' : 'Tasca do Chico'}</p>,
    };
  });
}

function signInOnboarded(onboarding: Record<string, unknown>) {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    user: {
      id: 'u1',
      email: 'ana@example.com',
      name: 'Ana',
      isOnboarded: true,
      user_metadata: { onboarding },
    },
  });
}

beforeEach(() => {
  server.use(http.get(`${API}/cities`, () => HttpResponse.json(aList([KYOTO, LISBON]))));
});

describe('the home page', () => {
  it('shows the search, featured tours and featured gems from the remotes', async () => {
    remotes();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('combobox', { name: 'Search a city' })).toBeInTheDocument();
    expect(await screen.findByText('Alfama Food Walk')).toBeInTheDocument();
    expect(await screen.findByText('Tasca do Chico')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your city' })).not.toBeInTheDocument();
  });

  it('keeps the search and the tours when the gems remote is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    remotes({ gemsDown: true });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Alfama Food Walk')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The Gems section could not be loaded');
    expect(screen.getByRole('combobox', { name: 'Search a city' })).toBeEnabled();
  });

  it('puts an onboarded user’s city first, from the onboarding city id', async () => {
    remotes();
    signInOnboarded({ cityId: LISBON.id, preferredCity: 'Lisbon' });
    renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Your city' });
    expect(section).toHaveTextContent('Lisbon, Portugal');
    expect(section).toHaveTextContent('Seven hills and yellow trams.');
    expect(screen.getByRole('link', { name: 'Tours in Lisbon' })).toHaveAttribute('href', '/tours/lisbon');
  });

  it('finds the city by name when onboarding only has a typed city', async () => {
    remotes();
    signInOnboarded({ preferredCity: 'kyoto' });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Tours in Kyoto' })).toHaveAttribute(
      'href',
      '/tours/kyoto',
    );
  });
});

describe('popular cities on the home page', () => {
  it('fetches the first row of city pictures at once, none first (the largest paint is a featured tour or the heading), the others when near', async () => {
    remotes();
    const cities = ['Porto', 'Rome', 'Kyoto', 'Paris', 'Cusco', 'Lima'].map((name, index) =>
      aCity({
        id: `0000000${index}-0000-4000-8000-000000000000`,
        name,
        slug: name.toLowerCase(),
        imageUrl: `/assets/cities/${name.toLowerCase()}.svg`,
        tourCount: 10 - index,
      }),
    );
    server.use(http.get(`${API}/cities`, () => HttpResponse.json(aList(cities))));
    renderWithProviders(<HomePage />);
    const list = await screen.findByRole('list', { name: 'Popular cities' });
    await vi.waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(6));
    const pictures = [...list.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(Array(6).fill(null));
  });

  const city = (name: string, tourCount: number, gemCount: number) =>
    ({ id: name, name, slug: name.toLowerCase(), country: 'X', tourCount, gemCount }) as unknown as City;

  it('puts the cities with the most tours and gems first, six at most', () => {
    const cities = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, index) => city(name, index, 10));
    expect(popularCities(cities).map((c) => c.name)).toEqual(['G', 'F', 'E', 'D', 'C', 'B']);
  });
});
