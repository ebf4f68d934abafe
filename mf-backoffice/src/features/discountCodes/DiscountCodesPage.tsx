import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminDiscountCodes } from '@inercise/shared/endpoints/adminDiscounts';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { Notice, type NoticeMessage } from '../common/Notice';
import { PagedList } from '../common/PagedList';
import { DiscountCodeForm } from './DiscountCodeForm';
import { DiscountCodesTable } from './DiscountCodesTable';
import common from '../common/backoffice.module.css';

/** /admin/discount-codes: a new code, then the codes, newest first, with their uses; paged through the address. */
export function DiscountCodesPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('discounts.title'), t('meta.discounts'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page') ?? '0');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const codes = useLoad(token ? (signal) => callEndpoint(adminDiscountCodes, { token, query: { page, size: 20 }, signal }) : null, [token, page]);
  const [notice, setNotice] = useState<NoticeMessage>(null);
  // Counts the codes made, so the form starts empty again after each one.
  const [made, setMade] = useState(0);

  const done = (text: string) => {
    setNotice({ kind: 'done', text });
    codes.retry();
  };
  return (
    <AdminOnly token={token} state={codes} loading={t('discounts.loading')}>
      <h1>{t('discounts.title')}</h1>
      <p className={common.intro}>{t('discounts.intro')}</p>
      <Notice notice={notice} />
      {token ? (
        <DiscountCodeForm
          key={made}
          token={token}
          onCreated={(code) => {
            setMade((n) => n + 1);
            // The new code heads the list's first page.
            if (page > 0) setSearch({});
            done(t('discounts.form.created', { code: code.code }));
          }}
        />
      ) : null}
      <PagedList
        state={codes}
        texts={{ loading: t('discounts.loading'), failed: t('discounts.failed'), empty: t('discounts.empty') }}
        onPage={(next) => setSearch(next > 0 ? { page: String(next) } : {})}
      >
        {(rows) => <DiscountCodesTable token={token ?? ''} codes={rows} onChanged={done} />}
      </PagedList>
    </AdminOnly>
  );
}
