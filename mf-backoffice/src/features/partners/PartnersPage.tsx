import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminPartners } from '@inercise/shared/endpoints/adminPartners';
import type { AdminPartner, AdminPartnerRemoval } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { LoadFailure } from '../common/LoadFailure';
import { Notice, type NoticeMessage } from '../common/Notice';
import { PartnerForm } from './PartnerForm';
import { PartnersTable } from './PartnersTable';
import common from '../common/backoffice.module.css';
import styles from './partners.module.css';

/** /admin/partners: the referrers shoppers name at checkout, what each brought, and adding, editing, removing them. */
export function PartnersPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('partners.title'), t('meta.partners'));
  const token = useAdminToken();
  const partners = useLoad(token ? (signal) => callEndpoint(adminPartners, { token, signal }) : null, [token]);
  const [editing, setEditing] = useState<AdminPartner | null>(null);
  const [notice, setNotice] = useState<NoticeMessage>(null);
  // Counts saves, so the add form starts empty again after each one.
  const [saved, setSaved] = useState(0);
  // The list last loaded stays on screen while it is loaded again after a change.
  const [known, setKnown] = useState<AdminPartner[] | null>(null);
  if (partners.status === 'ready' && partners.data !== known) setKnown(partners.data);

  const done = (text: string) => {
    setNotice({ kind: 'done', text });
    setEditing(null);
    setSaved((n) => n + 1);
    partners.retry();
  };
  const onSaved = (partner: AdminPartner) => done(editing ? t('partners.saved', { name: partner.name }) : t('partners.added', { name: partner.name }));
  const onRemoved = (partner: AdminPartner, removal: AdminPartnerRemoval) =>
    done(removal.outcome === 'archived' ? t('partners.archived', { name: partner.name }) : t('partners.deleted', { name: partner.name }));
  const edit = (partner: AdminPartner) => {
    setNotice(null);
    setEditing(partner);
  };

  const list = known ?? [];
  const active = list.filter((partner) => partner.archivedAt === null);
  const archived = list.filter((partner) => partner.archivedAt !== null);
  return (
    <AdminOnly token={token} state={partners} loading={t('partners.loading')}>
      <h1>{t('partners.title')}</h1>
      <p className={common.intro}>{t('partners.intro')}</p>
      <Notice notice={notice} />
      {token ? <PartnerForm key={editing ? `edit-${editing.id}` : `new-${saved}`} token={token} editing={editing} onSaved={onSaved} onCancel={() => setEditing(null)} /> : null}
      {partners.status === 'loading' && !known ? (
        <p role="status" className={common.muted}>
          {t('partners.loading')}
        </p>
      ) : null}
      {partners.status === 'failed' ? <LoadFailure what={t('partners.failed')} error={partners.error} retry={partners.retry} /> : null}
      {known && active.length === 0 ? <p className={common.muted}>{t('partners.empty')}</p> : null}
      {active.length > 0 && token ? <PartnersTable partners={active} caption={t('partners.caption')} actions={{ token, onEdit: edit, onRemoved }} /> : null}
      {archived.length > 0 ? (
        <section className={styles.archived} aria-labelledby="partners-archived">
          <h2 id="partners-archived">{t('partners.archivedTitle')}</h2>
          <p className={common.muted}>{t('partners.archivedIntro')}</p>
          <PartnersTable partners={archived} caption={t('partners.archivedCaption')} />
        </section>
      ) : null}
    </AdminOnly>
  );
}
