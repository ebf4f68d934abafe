import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, reply } from '../testing/fakeApi';
import { renderWithShop } from '../testing/renderWithShop';
import { payAgainPage, usePayAgain } from './usePayAgain';

/** The smallest page using the hook: its button and what it says of a refusal. */
function PayAgain({ orderNumber }: { orderNumber: string | null }) {
  const { payAgain, busy, failure } = usePayAgain(orderNumber);
  return (
    <>
      <button type="button" onClick={() => void payAgain()} disabled={busy}>
        Pay again
      </button>
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}

const loggedIn = { accessToken: 'tok', email: 'a@b.pl', user: null };

describe('usePayAgain', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(payAgainPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => open.mockRestore());

  it('asks once for a new payment of the order, however often pressed, and leaves for the page answered', async () => {
    const api = fakeApi({});
    const release = api.hold('POST /order/INR-7/payment');
    renderWithShop(<PayAgain orderNumber="INR-7" />, { loggedIn });
    const button = screen.getByRole('button', { name: 'Pay again' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => release(reply(200, ' http://api.test/sandbox/pay/TR-SBX-000000000002\n', { text: true })));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://api.test/sandbox/pay/TR-SBX-000000000002'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /order/INR-7/payment').map((call) => call.headers.authorization)).toEqual(['Bearer tok']);
    // Still busy while the browser leaves.
    expect(button).toBeDisabled();
  });

  it.each<[string, ReturnType<typeof reply>, string]>([
    ['a cancelled order', reply(400, { message: 'orderCancelled', field: 'orderNumber' }), 'orderCancelled'],
    ['a paid order', reply(400, { message: 'orderAlreadyPaid', field: 'orderNumber' }), 'orderAlreadyPaid'],
    ['an inquiry awaiting its offer', reply(400, { message: 'orderAwaitsOffer', field: 'orderNumber' }), 'orderAwaitsOffer'],
    ['a provider failure', reply(502, { message: 'paymentProviderUnavailable', field: null }), 'other'],
    ['an empty answer', reply(200, '', { text: true }), 'other'],
  ])('keeps the refusal for %s, leaves nowhere and may be pressed again', async (_, answer, failure) => {
    const api = fakeApi({ 'POST /order/INR-8/payment': answer });
    renderWithShop(<PayAgain orderNumber="INR-8" />, { loggedIn });
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(api.callsTo('POST /order/INR-8/payment')).toHaveLength(2));
  });

  it('asks nothing without a session or an order number', async () => {
    const api = fakeApi({});
    const { unmount } = renderWithShop(<PayAgain orderNumber="INR-9" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    unmount();
    renderWithShop(<PayAgain orderNumber={null} />, { loggedIn });
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});
