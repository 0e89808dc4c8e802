import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { Carousel } from './Carousel';

const CITIES = ['Lisbon', 'Porto', 'Kyoto', 'Paris', 'Rome'];

function renderCities() {
  return render(
    <main>
      <Carousel label="Popular cities" previousLabel="Previous cities" nextLabel="Next cities" wide="grid">
        {CITIES.map((city) => (
          <li key={city}>
            <a href={`/tours/${city.toLowerCase()}`}>{city}</a>
          </li>
        ))}
      </Carousel>
    </main>,
  );
}

/**
 * jsdom lays nothing out: the list is given a row 1,000 px wide seen through 300 px, scrolled to `left`,
 * and a `scrollBy` that records what it was asked.
 */
function layOut(list: HTMLElement, left: number) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left, writable: true });
  const scrollBy = vi.fn();
  Object.defineProperty(list, 'scrollBy', { configurable: true, value: scrollBy });
  fireEvent.scroll(list);
  return scrollBy;
}

describe('Carousel', () => {
  it('is a group named and described as a carousel, around a named list of its items', () => {
    renderCities();
    const carousel = screen.getByRole('group', { name: 'Popular cities' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const list = screen.getByRole('list', { name: 'Popular cities' });
    expect(carousel).toContainElement(list);
    expect(screen.getAllByRole('listitem')).toHaveLength(CITIES.length);
  });

  it('reaches every item with Tab, after its two buttons, which control the list', async () => {
    const user = userEvent.setup();
    renderCities();
    const list = screen.getByRole('list');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous cities' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous cities' })).toHaveAttribute('aria-controls', list.id);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next cities' })).toHaveFocus();
    for (const city of CITIES) {
      await user.tab();
      expect(screen.getByRole('link', { name: city })).toHaveFocus();
    }
  });

  it('scrolls about a screen forward with Next (Enter) and back with Previous (Space)', async () => {
    const user = userEvent.setup();
    renderCities();
    const scrollBy = layOut(screen.getByRole('list'), 300);
    const previous = screen.getByRole('button', { name: 'Previous cities' });
    const next = screen.getByRole('button', { name: 'Next cities' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 270 }));
    previous.focus();
    await user.keyboard(' ');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -270 }));
  });

  it('marks the button at an end disabled, keeps it focusable, and ignores it', async () => {
    const user = userEvent.setup();
    renderCities();
    const list = screen.getByRole('list');
    const previous = screen.getByRole('button', { name: 'Previous cities' });
    const next = screen.getByRole('button', { name: 'Next cities' });

    const scrollBy = layOut(list, 0);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(previous).toHaveFocus();

    list.scrollLeft = 700;
    fireEvent.scroll(list);
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('names its list apart when the page knows the list by another name', () => {
    render(
      <Carousel
        label="Featured tours"
        listLabel="Tours"
        previousLabel="Previous tours"
        nextLabel="Next tours"
      >
        <li>Alfama food walk</li>
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: 'Featured tours' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Tours' })).toBeVisible();
  });

  it('passes axe', async () => {
    const { container } = renderCities();
    expect(await axeViolations(container)).toEqual([]);
  });
});
