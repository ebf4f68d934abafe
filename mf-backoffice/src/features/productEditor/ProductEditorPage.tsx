import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLanguage, usePageMeta, type ProductType } from '@inercise/shared';
import type { AdminProduct } from '@inercise/shared/admin';
import { adminProduct, adminProducts } from '@inercise/shared/endpoints/adminProducts';
import { productTypes } from '@inercise/shared/endpoints/catalogue';
import { useAdminToken } from '../access/useAdminToken';
import { EditorFrame } from '../common/EditorFrame';
import { useEditedId } from '../common/useEditedId';
import { useEditorNotice } from '../common/useEditorNotice';
import { useLoadOrSaved } from '../common/useLoadOrSaved';
import { ProductForm } from './ProductForm';
import common from '../common/backoffice.module.css';

interface Loaded {
  product: AdminProduct | null;
  types: ProductType[];
}

/**
 * /admin/products/:id: one product to edit, or a new one at /admin/products/new. A new product, once created, moves
 * to its own address with the form as it was. Until the API has answered for this session nothing of the back office
 * shows; for a new product that answer is the list's first row.
 */
export function ProductEditorPage() {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const token = useAdminToken();
  const edited = useEditedId();
  const { param, isNew, id } = edited;
  // For a new product the API's answer that lets the owner in is the list's first row.
  const { loaded, current: data, keep } = useLoadOrSaved<Loaded>(
    token
      ? async (signal) => {
          const types = callEndpoint(productTypes, { signal });
          const product = id !== null
              ? await callEndpoint(adminProduct, { token, params: { id }, signal })
              : await callEndpoint(adminProducts, { token, query: { size: 20 }, signal }).then(() => null);
          return { product, types: await types };
        }
      : null,
    [token, param],
    (saved) => saved.product?.id === id,
  );
  const product = data?.product ?? null;

  const { notice, setNotice, announceSaved } = useEditorNotice('/admin/products');

  const name = product ? product.texts[language].name : '';
  const title = isNew ? t('product.newTitle') : product ? t('product.editTitle', { name }) : t('product.heading');
  usePageMeta(title, t('meta.product'));

  const saved = (changed: AdminProduct, created: boolean) => {
    keep({ product: changed, types: data?.types ?? [] });
    announceSaved(changed.id, created ? t('product.created') : t('product.saved'), created);
  };

  return (
    <EditorFrame
      token={token}
      state={loaded}
      edited={edited}
      shown={data !== null}
      listRoute="/admin/products"
      title={title}
      texts={{ back: t('product.back'), loading: t('product.loading'), failed: t('product.failed'), missing: t('errors.productNotFound') }}
      intro={product ? <p className={common.muted}>{t('product.key', { key: product.key })}</p> : null}
      notice={notice}
    >
      {token && data && (product || isNew) ? (
        <ProductForm token={token} saved={product} types={data.types} onSaved={saved} onProblem={(text) => setNotice(text === null ? null : { kind: 'refused', text })} />
      ) : null}
    </EditorFrame>
  );
}
