import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { RatingStars, ratingLabel } from './RatingStars';

describe('RatingStars', () => {
  it('is one image named with the rating and the count, not glyph by glyph', () => {
    render(<RatingStars rating={4.63} count={128} />);
    const stars = screen.getByRole('img', { name: '4.6 out of 5, 128 reviews' });
    expect(stars).toHaveTextContent('★★★★★4.6(128)');
  });

  it('fills the stars to the rating', () => {
    render(<RatingStars rating={4.5} />);
    const glyphs = screen.getByRole('img').querySelector('.rating-stars') as HTMLElement;
    expect(glyphs.style.getPropertyValue('--rating-filled')).toBe('90%');
  });

  it('says "review" for one and leaves the count out when not given', () => {
    expect(ratingLabel(5, 1)).toBe('5.0 out of 5, 1 review');
    expect(ratingLabel(3.96)).toBe('4.0 out of 5');
    render(<RatingStars rating={4} look="compact" />);
    expect(screen.getByRole('img', { name: '4.0 out of 5' })).toHaveTextContent('★4.0');
  });

  it('is not a stop for the keyboard', () => {
    render(<RatingStars rating={4.2} count={9} />);
    expect(screen.getByRole('img').closest('[tabindex]')).toBeNull();
  });

  it('passes axe in both looks', async () => {
    const { container } = render(
      <p>
        <RatingStars rating={4.6} count={128} /> <RatingStars rating={3} count={1} look="compact" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
