import { render } from '@testing-library/react';
import { axeViolations } from './axe';

it('finds a text box without a label: the check can fail', async () => {
  const { container } = render(<input type="text" />);
  expect(await axeViolations(container)).not.toEqual([]);
});
