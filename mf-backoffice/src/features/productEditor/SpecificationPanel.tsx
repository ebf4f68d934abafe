import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { useProductTexts } from '@inercise/shared/product-texts';
import { emptySpecification, type ProductDraft, type SpecificationDraft } from './productDraft';
import type { PanelProps } from './PanelProps';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

/** The rows of the product page's specification table: a label and a value each, in the order given. */
export function SpecificationPanel({ draft, change, idOf, problem }: PanelProps) {
  const { t } = useTranslation('backoffice');
  const texts = useProductTexts();
  const headingId = idOf('specificationHeading');
  const rows = draft.specification;
  const setRows = (path: string, recipe: (rows: SpecificationDraft[]) => SpecificationDraft[]) =>
    change(path, (current): ProductDraft => ({ ...current, specification: recipe(current.specification) }));
  // Rows swap places: the problems shown belong to places, so every row's are cleared.
  const move = (from: number, to: number) =>
    setRows('specification', (current) => {
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  const shownAs = (text: string) => {
    const shown = texts.specification(text.trim());
    return text.trim() !== '' && shown !== text.trim() ? t('product.shownAs', { text: shown }) : undefined;
  };
  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.specification')}</h2>
      <p className={styles.hint}>{t('product.specificationHint')}</p>
      {rows.length === 0 ? <p className={common.muted}>{t('product.noSpecification')}</p> : null}
      <ol className={styles.specification}>
        {rows.map((row, index) => {
          const number = index + 1;
          const path = `specification.${index}`;
          const set = (field: 'key' | 'value', value: string) =>
            setRows(`${path}.${field}`, (current) => current.map((known, other) => (other === index ? { ...known, [field]: value } : known)));
          return (
            <li key={row.row} className={styles.specRow} aria-label={t('product.row', { number })}>
              <TextField
                id={idOf(`${path}.key`)}
                name={`${path}.key`}
                label={t('product.specKey', { number })}
                required
                autoComplete="off"
                value={row.key}
                hint={shownAs(row.key)}
                error={problem(`${path}.key`)}
                onChange={(event) => set('key', event.target.value)}
              />
              <TextField
                id={idOf(`${path}.value`)}
                name={`${path}.value`}
                label={t('product.specValue', { number })}
                required
                autoComplete="off"
                value={row.value}
                hint={shownAs(row.value)}
                error={problem(`${path}.value`)}
                onChange={(event) => set('value', event.target.value)}
              />
              <div className={`${common.row} ${styles.rowButtons}`}>
                <button type="button" className={common.secondary} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t('product.moveUp', { number })}
                </button>
                <button type="button" className={common.secondary} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                  {t('product.moveDown', { number })}
                </button>
                <button type="button" className={common.secondary} onClick={() => setRows('specification', (current) => current.filter((_, other) => other !== index))}>
                  {t('product.removeRow', { number })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={common.secondary} onClick={() => setRows('specification', (current) => [...current, emptySpecification()])}>
        {t('product.addRow')}
      </button>
    </section>
  );
}
