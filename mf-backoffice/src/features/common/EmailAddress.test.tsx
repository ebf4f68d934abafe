import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('offers line breaks after the @ and before each dot, and reads as the whole address', () => {
    const { container } = render(<EmailAddress email="anna.kowalska@poczta.example.pl" />);
    expect(container.textContent).toBe('anna.kowalska@poczta.example.pl');
    expect(container.innerHTML).toBe('anna<wbr>.kowalska@<wbr>poczta<wbr>.example<wbr>.pl');
  });
});
