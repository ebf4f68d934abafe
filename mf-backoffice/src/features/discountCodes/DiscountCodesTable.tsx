import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage } from '@inercise/shared';
import type { AdminDiscountCode } from '@inercise/shared/admin';
import { useErrorText } from '../common/errorText';
import { useDateFormat } from '../common/formatDate';
import { changeDiscountCode } from './changeDiscountCode';
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
    <table className={`${common.table} ${common.cards}`}>
      <caption>{t('discounts.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('discounts.code')}</th>
          <th scope="col">{t('discounts.value')}</th>
          <th scope="col">{t('discounts.valid')}</th>
          <th scope="col">{t('discounts.uses')}</th>
          <th scope="col">{t('discounts.perCustomer')}</th>
          <th scope="col">{t('discounts.state')}</th>
          <th scope="col">{t('discounts.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <DiscountCodeRow key={code.code} token={token} code={code} state={stateOf(code, today)} onChanged={onChanged} />
        ))}
      </tbody>
    </table>
  );
}

type Change = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

function DiscountCodeRow({ token, code, state, onChanged }: { token: string; code: AdminDiscountCode; state: State; onChanged: (notice: string) => void }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { date } = useDateFormat();
  const errorText = useErrorText();
  const [change, setChange] = useState<Change>({ kind: 'idle' });
  // A day at noon in Poland is that day wherever the page is read.
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const stateTexts: Record<State, string> = {
    active: t('discounts.states.active'),
    inactive: t('discounts.states.inactive'),
    expired: t('discounts.states.expired'),
    usedUp: t('discounts.states.usedUp'),
    notStarted: t('discounts.states.notStarted'),
  };

  const setActive = async (active: boolean) => {
    setChange({ kind: 'busy' });
    try {
      await changeDiscountCode(token, code.code, { active });
      setChange({ kind: 'idle' });
      onChanged(active ? t('discounts.activated', { code: code.code }) : t('discounts.deactivated', { code: code.code }));
    } catch (error) {
      setChange({ kind: 'failed', error });
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
        <div className={styles.actions}>
          {!code.active ? (
            <button type="button" className={common.secondary} disabled={change.kind === 'busy'} onClick={() => void setActive(true)} aria-label={t('discounts.activateOf', { code: code.code })}>
              {t('discounts.activate')}
            </button>
          ) : change.kind === 'confirming' || change.kind === 'busy' ? (
            <div role="group" aria-label={t('discounts.confirm', { code: code.code })} className={styles.confirm}>
              <span>{t('discounts.confirm', { code: code.code })}</span>
              <button type="button" className={common.secondary} disabled={change.kind === 'busy'} onClick={() => void setActive(false)}>
                {t('discounts.confirmDeactivate')}
              </button>
              <button type="button" className={common.secondary} disabled={change.kind === 'busy'} onClick={() => setChange({ kind: 'idle' })}>
                {t('discounts.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className={common.secondary} onClick={() => setChange({ kind: 'confirming' })} aria-label={t('discounts.deactivateOf', { code: code.code })}>
              {t('discounts.deactivate')}
            </button>
          )}
          {change.kind === 'failed' ? (
            <p role="alert" className={common.error}>
              {errorText(change.error)}
            </p>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
