import { aGemSummary } from '@gaido/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { toMapGems } from '../gemPoints';
import { MapGemList } from './MapGemList';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const everyDay = (opens: string | null, closes: string | null) =>
  Object.fromEntries(
    weekdays.flatMap((day) => [
      [`opens${day}`, opens],
      [`closes${day}`, closes],
    ]),
  );

/** A gem as the list answer sends it (checked with the contract), stating no hours unless told. */
const point = (fields: Parameters<typeof aGemSummary>[0]) =>
  aGemSummary({ features: [], images: [], imageAlt: '', ...everyDay(null, null), ...fields });

const gems = toMapGems([
  point({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Tasca do Chico',
    features: [{ id: 'f-restaurant', name: 'Restaurant', categoryId: 'c-food', categoryName: 'Food' }],
    images: ['/assets/gems/tasca.svg'],
    ...everyDay('12:00', '23:00'),
  }),
  point({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Miradouro da Graça',
    ...everyDay('18:00', '20:00'),
  }),
  point({ id: '33333333-3333-4333-8333-333333333333', name: 'Tile Museum' }),
]);

// 14:00 in Lisbon (UTC+0 in January), 23:00 in Tokyo.
const NOW = new Date('2031-01-15T14:00:00Z');

describe('MapGemList', () => {
  it('shows each gem as a row: its picture, name, kind and whether it is open now in the city', async () => {
    renderPage(<MapGemList gems={gems} cityName="Lisbon" timeZone="Europe/Lisbon" now={NOW} />);
    const list = await screen.findByRole('list', { name: 'Gems in Lisbon' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const rowOf = (name: string) => within(list).getByRole('link', { name }).closest('li') as HTMLElement;
    expect(rowOf('Tasca do Chico').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/assets/gems/tasca.svg'),
    );
    expect(rowOf('Tasca do Chico')).toHaveTextContent('Open now');
    expect(rowOf('Miradouro da Graça')).toHaveTextContent('Closed now');
    // No hours known: the row says nothing rather than guess.
    expect(rowOf('Tile Museum')).not.toHaveTextContent(/Open now|Closed now/);
  });

  it('reads open now in the city’s time, not the browser’s', async () => {
    renderPage(<MapGemList gems={gems} cityName="Tokyo" timeZone="Asia/Tokyo" now={NOW} />);
    const list = await screen.findByRole('list', { name: 'Gems in Tokyo' });
    // 23:00 in Tokyo: closed there, while the same hours are open at 14:00 in Lisbon.
    const row = within(list).getByRole('link', { name: 'Tasca do Chico' }).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Closed now');
  });
});
