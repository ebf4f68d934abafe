import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useNavigate, useParams } from '@inercise/shared/router';
import { isApiError, useLanguage, useLoad, useLocalize, usePageMeta, type ProductType } from '@inercise/shared';
import type { AdminProduct } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { LoadFailure } from '../common/LoadFailure';
import { fetchAdminProducts } from '../products/fetchAdminProducts';
import { fetchAdminProduct } from './fetchAdminProduct';
import { fetchProductTypes } from './fetchProductTypes';
import { ProductForm } from './ProductForm';
import common from '../common/backoffice.module.css';
import styles from './productEditor.module.css';

type Notice = { kind: 'done' | 'refused'; text: string } | null;

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
  const localize = useLocalize();
  const navigate = useNavigate();
  const token = useAdminToken();
  const param = useParams().id ?? '';
  const isNew = param === 'new';
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  // The product as the last save answered it: a new product's move to its own address then costs no second call.
  const [fresh, setFresh] = useState<Loaded | null>(null);
  const loaded = useLoad<Loaded>(
    token
      ? async (signal) => {
          const types = fetchProductTypes(signal);
          const product = id !== null ? await fetchAdminProduct(token, id, signal) : await fetchAdminProducts(token, { q: '', type: '', page: 0 }, signal).then(() => null);
          return { product, types: await types };
        }
      : null,
    [token, param],
    () => (fresh && fresh.product?.id === id ? fresh : undefined),
  );
  const data = fresh && fresh.product?.id === id ? fresh : loaded.status === 'ready' ? loaded.data : null;
  const product = data?.product ?? null;

  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The outcome takes the focus, so it is read out wherever the owner pressed.
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const name = product ? product.texts[language].name : '';
  const title = isNew ? t('product.newTitle') : product ? t('product.editTitle', { name }) : t('product.heading');
  usePageMeta(title, t('meta.product'));

  const saved = (changed: AdminProduct, created: boolean) => {
    setFresh({ product: changed, types: data?.types ?? [] });
    setNotice({ kind: 'done', text: created ? t('product.created') : t('product.saved') });
    if (created) void navigate(localize(`/admin/products/${changed.id}`), { replace: true });
  };

  const missing = (loaded.status === 'ready' && !isNew && id === null) || (loaded.status === 'failed' && isApiError(loaded.error) && loaded.error.status === 404);
  return (
    <AdminOnly token={token} state={loaded} loading={t('product.loading')}>
      <p>
        <Link className={common.link} to={localize('/admin/products')}>
          ← {t('product.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {product ? <p className={common.muted}>{t('product.key', { key: product.key })}</p> : null}
      {loaded.status === 'loading' && !data ? (
        <p role="status" className={common.muted}>
          {t('product.loading')}
        </p>
      ) : null}
      {missing ? (
        <p role="alert" className={common.error}>
          {t('errors.productNotFound')}
        </p>
      ) : null}
      {loaded.status === 'failed' && !missing ? <LoadFailure what={t('product.failed')} error={loaded.error} retry={loaded.retry} /> : null}
      <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {notice?.kind === 'done' ? (
          <p role="status" className={common.info}>
            {notice.text}
          </p>
        ) : null}
        {notice?.kind === 'refused' ? (
          <p role="alert" className={common.error}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {token && data && (product || isNew) ? (
        <ProductForm token={token} saved={product} types={data.types} onSaved={saved} onProblem={(text) => setNotice(text === null ? null : { kind: 'refused', text })} />
      ) : null}
    </AdminOnly>
  );
}
