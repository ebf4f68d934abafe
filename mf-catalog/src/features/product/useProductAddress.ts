import { useEffect } from 'react';
import { useLocation, useNavigate } from '@inercise/shared/router';
import { useLanguage, type Product } from '@inercise/shared';
import { productAddress } from './productPaths';

/**
 * Puts the product's own address in the address bar in place of the one it was opened at (an old `?id=` link, the
 * other language's slug after a language switch, an old slug): replaced, so Back does not return to it.
 * `enabled` is false while the product shown is still the one found for the previous address.
 */
export function useProductAddress(product: Product, enabled: boolean): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const language = useLanguage();
  const address = enabled ? productAddress(product, pathname, search, language) : null;
  useEffect(() => {
    if (address !== null) void navigate(`${address}${hash}`, { replace: true });
  }, [address, hash, navigate]);
}
