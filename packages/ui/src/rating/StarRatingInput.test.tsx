import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { StarRatingInput } from './StarRatingInput';

function Chooser({ initial = null }: { initial?: number | null }) {
  const [rating, setRating] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarRatingInput name="rating" legend="Your rating" value={rating} onChange={setRating} />
      <button type="button">After</button>
    </>
  );
}

describe('StarRatingInput', () => {
  it('is one group of five named stars, none chosen at first', () => {
    render(<Chooser />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeVisible();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('chooses a rating with a click on its star', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
  });

  it('is reached with Tab and changed with the arrow keys, then left with one Tab', async () => {
    const user = userEvent.setup();
    render(<Chooser initial={3} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars' })).not.toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('chooses the focused star with Space when none is chosen yet', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });

  it('passes axe with no star chosen and with one', async () => {
    const user = userEvent.setup();
    const { container } = render(<Chooser />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
