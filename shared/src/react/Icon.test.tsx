import { render } from '@testing-library/react';
import { Icon, type IconNode } from './Icon';

const drawing: IconNode = [
  ['path', { d: 'M5 12h14' }],
  ['circle', { cx: 12, cy: 12, r: 10 }],
];

describe('Icon', () => {
  it('draws every element of the drawing on a 24 × 24 grid at the asked size', () => {
    const { container } = render(<Icon icon={drawing} size={18} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M5 12h14');
    expect(svg?.querySelector('circle')).toHaveAttribute('r', '10');
  });

  it('is hidden from assistive technology unless labelled', () => {
    const { container, getByRole } = render(
      <>
        <Icon icon={drawing} />
        <Icon icon={drawing} role="img" aria-label="Paid" />
      </>,
    );
    expect(container.querySelectorAll('svg')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(getByRole('img', { name: 'Paid' })).not.toHaveAttribute('aria-hidden');
  });
});
