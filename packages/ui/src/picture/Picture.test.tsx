import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Picture, pictureSrc } from './Picture';

const src = 'http://localhost:4000/assets/tours/lisbon/food-3.svg';

describe('Picture', () => {
  it('is named by what it shows, or hidden from screen readers when it adds nothing', () => {
    render(
      <>
        <Picture src={src} alt="Poster of Lisbon: a yellow tram" width={400} height={267} />
        <Picture src={src} alt="" width={400} height={267} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Poster of Lisbon: a yellow tram' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('keeps its ratio before the image arrives: width and height, and a page may set its own', () => {
    render(<Picture src={src} alt="Tour" width={400} height={267} className="card-photo" />);
    const img = screen.getByRole('img', { name: 'Tour' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '267');
    expect(img).toHaveClass('ui-picture', 'card-photo');
    expect(img.getAttribute('style')).toBeNull();
  });

  it('offers the widths the assets host draws, and the width it is shown at', () => {
    render(<Picture src={src} alt="Tour" width={400} height={267} sizes="(max-width: 640px) 90vw, 400px" />);
    const img = screen.getByRole('img', { name: 'Tour' });
    expect(img.getAttribute('srcset')).toBe(
      [320, 480, 640, 800, 1200].map((w) => `${src}?w=${w} ${w}w`).join(', '),
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 90vw, 400px');
    expect(img).toHaveAttribute('src', src);
  });

  it('shows its own width when no sizes are given, and no srcset for an inline image', () => {
    const { rerender } = render(<Picture src={src} alt="Guide" width={64} height={64} shape="round" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '64px');
    expect(screen.getByRole('img')).toHaveClass('ui-picture', 'ui-picture-round');
    rerender(<Picture src="data:image/svg+xml,%3Csvg/%3E" alt="Dot" width={10} height={10} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('waits below the fold, and fetches the largest paint first', () => {
    const { rerender } = render(<Picture src={src} alt="Tour" width={400} height={267} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<Picture src={src} alt="Tour" width={400} height={267} loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Picture src={src} alt="Tour" width={400} height={267} loading="first" />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces a width already asked for and keeps the other parameters and the fragment', () => {
    expect(pictureSrc('/a.svg?w=800&v=2', 320)).toBe('/a.svg?v=2&w=320');
    expect(pictureSrc('/a.svg?v=2&w=800', 320)).toBe('/a.svg?v=2&w=320');
    expect(pictureSrc('/a.svg#x', 480)).toBe('/a.svg?w=480#x');
  });

  it('passes axe', async () => {
    const { container } = render(
      <div>
        <Picture src={src} alt="Poster of Lisbon" width={400} height={267} />
        <Picture src={src} alt="" width={64} height={64} shape="round" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
  it('hands its image to a ref', () => {
    const ref = { current: null as HTMLImageElement | null };
    render(<Picture src={src} alt="Tour" width={400} height={300} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('img', { name: 'Tour' }));
  });
});
