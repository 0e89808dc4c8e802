import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { Card, ListRow } from './Card';

function TourCard() {
  return (
    <Card
      headingLevel={2}
      rowOnPhone
      picture={
        <img src="/assets/tours/alfama.svg" alt="Poster of a food tour in Lisbon" width={400} height={300} />
      }
      title={<a href="/tours/lisbon/alfama-food-walk">Alfama food walk</a>}
      meta="Lisbon · Food"
      summary="Eight tascas in three hours."
    >
      <p>€65.00 per person</p>
    </Card>
  );
}

describe('Card', () => {
  it('is an article led by its picture, named by a heading that holds its link, then its meta and summary', () => {
    render(<TourCard />);
    const card = screen.getByRole('article');
    const picture = within(card).getByRole('img', { name: 'Poster of a food tour in Lisbon' });
    const heading = within(card).getByRole('heading', { level: 2, name: 'Alfama food walk' });
    expect(picture.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(heading).getByRole('link', { name: 'Alfama food walk' })).toHaveAttribute(
      'href',
      '/tours/lisbon/alfama-food-walk',
    );
    expect(card).toHaveTextContent('Lisbon · Food');
    expect(card).toHaveTextContent('Eight tascas in three hours.');
    expect(card).toHaveTextContent('€65.00 per person');
    expect(card).toHaveClass('ui-card-row-on-phone');
  });

  it('takes the heading level of where it sits, h3 by default', () => {
    render(<Card title="Tasca do Chico" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Tasca do Chico' })).toBeVisible();
  });

  it('passes axe', async () => {
    const { container } = render(
      <main>
        <h1>Tours</h1>
        <TourCard />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

function Rows({ onShow = () => {} }: { onShow?: (name: string) => void }) {
  return (
    <main>
      <ul aria-label="Gems in Lisbon">
        {['Tasca do Chico', 'Tile Museum'].map((name) => (
          <li key={name}>
            <ListRow
              picture={<img src="/assets/gems/x.svg" alt="" width={64} height={64} />}
              title={<a href={`/gems/${name}`}>{name}</a>}
              meta="Food · Bar"
              trailing={
                <button type="button" onClick={() => onShow(name)}>
                  Show on map: {name}
                </button>
              }
            >
              <span>Open now</span>
            </ListRow>
          </li>
        ))}
      </ul>
    </main>
  );
}

describe('ListRow', () => {
  it('shows its picture, title, meta line, more lines and what sits at its end, in that order', () => {
    render(<Rows />);
    const [row] = screen.getAllByRole('listitem');
    expect(row).toHaveTextContent('Tasca do ChicoFood · BarOpen nowShow on map: Tasca do Chico');
    expect(row!.querySelector('.ui-row-picture img')).toHaveAttribute('alt', '');
  });

  it('reaches the title, then the trailing action, with Tab, row after row', async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    render(<Rows onShow={onShow} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tasca do Chico' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show on map: Tasca do Chico' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onShow).toHaveBeenCalledWith('Tasca do Chico');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tile Museum' })).toHaveFocus();
  });

  it('can be a heading whose id names the article around it', () => {
    render(
      <article aria-labelledby="guide-ana">
        <ListRow titleAs="h2" titleId="guide-ana" title="Ana Ribeiro" meta="Lisbon · Speaks Portuguese" />
      </article>,
    );
    expect(screen.getByRole('article', { name: 'Ana Ribeiro' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Ribeiro' })).toBeVisible();
  });

  it('passes axe', async () => {
    const { container } = render(<Rows />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
