import { EXAMPLE_SELLER } from '@inercise/contracts/domain/exampleSeller';
import { phoneShown } from '@inercise/contracts/domain/seller';
import { forgetSeller, peekSeller, sellerDataBlock, takeSellerFromPage } from './seller';

describe('the seller handed over by a page', () => {
  beforeEach(() => forgetSeller());
  afterEach(() => document.body.replaceChildren());

  it('is taken from the first readable block, every block removed, a closing tag in a value kept inside', () => {
    const seller = { ...EXAMPLE_SELLER, legalName: 'Inercise </script> sp. z o.o.' };
    document.body.insertAdjacentHTML('beforeend', sellerDataBlock(seller) + sellerDataBlock(EXAMPLE_SELLER));
    expect(document.querySelectorAll('script[data-seller]')).toHaveLength(2);
    expect(peekSeller()).toEqual(seller);
    expect(document.querySelectorAll('script[data-seller]')).toHaveLength(0);
  });

  it('is not taken when it is not a whole seller', () => {
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" data-seller>{"legalName":"half"}</script><script type="application/json" data-seller>not json</script>');
    expect(takeSellerFromPage()).toBe(false);
    expect(peekSeller()).toBeUndefined();
  });
});

describe('phoneShown', () => {
  it('groups a Polish number in threes and leaves any other as configured', () => {
    expect(phoneShown('+48126001122')).toBe('+48 126 001 122');
    expect(phoneShown('+4930123456')).toBe('+4930123456');
  });
});
