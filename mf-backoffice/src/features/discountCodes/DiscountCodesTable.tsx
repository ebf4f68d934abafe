import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, formatPrice, useLanguage } from '@inercise/shared';
import { adminChangeDiscountCode } from '@inercise/shared/endpoints/adminDiscounts';
import type { AdminDiscountCode } from '@inercise/shared/admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { ErrorMessage } from '../common/ErrorMessage';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import common from '../common/backoffice.module.css';
import styles from './discountCodes.module.css';

/** Today in Poland (YYYY-MM-DD), the calendar the codes' days are counted in. */
const shopToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

type State = 'active' | 'inactive' | 'expired' | 'usedUp' | 'notStarted';

/** What a shopper would meet today: switched off, past its last day, used up, before its first day, or usable. */
const stateOf = (code: AdminDiscountCode, today: string): State => {
  if (!code.active) return 'inactive';
  if (code.validTo !== null && code.validTo < today) return 'expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'usedUp';
  if (code.validFrom !== null && code.validFrom > today) return 'notStarted';
  return 'active';
};

/**
 * The codes as a table; on a phone each row is drawn as a card (CSS alone), each value after its column's name. A
 * code is switched off only once confirmed, and on again at once.
 */
export function DiscountCodesTable({ token, codes, onChanged }: { token: string; codes: AdminDiscountCode[]; onChanged: (notice: string) => void }) {
  const { t } = useTranslation('backoffice');
  const today = shopToday();
  return (
    <ListTable
      caption={t('discounts.caption')}
      columns={[
        { label: t('discounts.code') },
        { label: t('discounts.value') },
        { label: t('discounts.valid') },
        { label: t('discounts.uses') },
        { label: t('discounts.perCustomer') },
        { label: t('discounts.state') },
        { label: t('discounts.actions') },
      ]}
    >
      {codes.map((code) => (
        <DiscountCodeRow key={code.code} token={token} code={code} state={stateOf(code, today)} onChanged={onChanged} />
      ))}
    </ListTable>
  );
}

function DiscountCodeRow({ token, code, state, onChanged }: { token: string; code: AdminDiscountCode; state: State; onChanged: (notice: string) => void }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { date } = useDateFormat();
  const [activating, setActivating] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A day at noon in Poland is that day wherever the page is read.
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const stateTexts: Record<State, string> = {
    active: t('discounts.states.active'),
    inactive: t('discounts.states.inactive'),
    expired: t('discounts.states.expired'),
    usedUp: t('discounts.states.usedUp'),
    notStarted: t('discounts.states.notStarted'),
  };

  const deactivate = async () => {
    await callEndpoint(adminChangeDiscountCode, { token, params: { code: code.code }, body: { active: false } });
    onChanged(t('discounts.deactivated', { code: code.code }));
  };
  // Switching a code on again takes nothing away from shoppers, so it is not asked first.
  const activate = async () => {
    setActivating(true);
    setFailure(null);
    try {
      await callEndpoint(adminChangeDiscountCode, { token, params: { code: code.code }, body: { active: true } });
      onChanged(t('discounts.activated', { code: code.code }));
    } catch (error) {
      setFailure(error);
    } finally {
      setActivating(false);
    }
  };

  const value =
    code.kind === 'AMOUNT' && code.amount !== null && code.currency !== null ? formatPrice(code.amount, code.currency, language) : t('discounts.percentValue', { percent: code.percent });
  const valid =
    code.validFrom && code.validTo
      ? t('discounts.validBetween', { from: day(code.validFrom), to: day(code.validTo) })
      : code.validFrom
        ? t('discounts.validFrom', { from: day(code.validFrom) })
        : code.validTo
          ? t('discounts.validUntil', { to: day(code.validTo) })
          : t('discounts.validAlways');
  return (
    <tr>
      <th scope="row" data-label={t('discounts.code')} className={styles.code}>
        {code.code}
      </th>
      <td data-label={t('discounts.value')}>{value}</td>
      <td data-label={t('discounts.valid')}>{valid}</td>
      <td data-label={t('discounts.uses')}>
        {code.maxUses === null ? t('discounts.usesNoLimit', { used: code.usedCount }) : t('discounts.usesOf', { used: code.usedCount, limit: code.maxUses })}
      </td>
      <td data-label={t('discounts.perCustomer')}>{code.maxUsesPerCustomer ?? t('discounts.noLimit')}</td>
      <td data-label={t('discounts.state')}>
        <span className={state === 'active' ? common.status : `${common.status} ${styles.off}`}>{stateTexts[state]}</span>
      </td>
      <td data-label={t('discounts.actions')}>
        {/* One child: on a phone the cell is a two-column grid, its value the second column. */}
        <div className={`${common.row} ${styles.actions}`}>
          {code.active ? (
            <ConfirmButton
              texts={{
                button: t('discounts.deactivate'),
                buttonLabel: t('discounts.deactivateOf', { code: code.code }),
                question: t('discounts.confirm', { code: code.code }),
                confirm: t('discounts.confirmDeactivate'),
                cancel: t('discounts.cancel'),
              }}
              onConfirm={deactivate}
            />
          ) : (
            <button type="button" className={common.secondary} disabled={activating} onClick={() => void activate()} aria-label={t('discounts.activateOf', { code: code.code })}>
              {t('discounts.activate')}
            </button>
          )}
          <ErrorMessage error={failure} />
        </div>
      </td>
    </tr>
  );
}
