import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { Button, buttonClassName, LinkButton } from './Button';

describe('Button', () => {
  it('is a button of type "button" by default, so it never submits its form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button>Before</Button>
        <Button variant="danger" onClick={onClick}>
          Delete folder
        </Button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete folder' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('when disabled, is skipped by Tab and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button>Before</Button>
        <Button disabled onClick={onClick}>
          Send
        </Button>
        <Button>After</Button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('when loading, keeps its name and the focus, is marked busy and ignores presses and submits', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" variant="primary" onClick={onClick}>
          Pay €110.00
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay €110.00' });
    await user.tab();
    expect(button).toHaveFocus();
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" variant="primary" onClick={onClick} loading>
          Pay €110.00
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Pay €110.00' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names its look in classes: variant and size, the defaults adding none', () => {
    expect(buttonClassName()).toBe('button');
    expect(buttonClassName({ variant: 'primary', size: 'large' })).toBe('button button-primary button-large');
    expect(buttonClassName({ variant: 'ghost', size: 'small', className: 'map-list-show' })).toBe(
      'button button-ghost button-small map-list-show',
    );
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button', 'button-danger');
  });

  it('passes axe in every variant, size and state', async () => {
    const { container } = render(
      <>
        {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button size="small">Small</Button>
        <Button size="large">Large</Button>
        <Button disabled>Disabled</Button>
        <Button loading>Loading</Button>
        <LinkButton href="/gems-map">Gems on the map</LinkButton>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('LinkButton', () => {
  it('is a link with a button’s look, followed with Enter', async () => {
    const user = userEvent.setup();
    render(
      <LinkButton href="#directions" variant="primary">
        Directions
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Directions' });
    expect(link).toHaveAttribute('href', '#directions');
    expect(link).toHaveClass('button', 'button-primary');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#directions');
  });
});
