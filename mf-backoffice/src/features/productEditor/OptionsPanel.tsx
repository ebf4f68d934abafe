import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, SelectField, TextField } from '@inercise/shared/form-field';
import { propertyKinds, type PropertyKind } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import { emptyOption, emptyValue, type OptionDraft, type ProductDraft } from './productDraft';
import type { PanelProps } from './PanelProps';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

/**
 * What the shopper chooses: options, at most one of each kind, each with its values (available or not, days to
 * ship). Values keep their ids while they stay, so carts and orders that chose them still name them.
 */
export function OptionsPanel({ draft, change, idOf, problem }: PanelProps) {
  const { t } = useTranslation('backoffice');
  const headingId = idOf('optionsHeading');
  const unused = propertyKinds.filter((kind) => !draft.options.some((option) => option.kind === kind));
  const setOptions = (path: string, recipe: (options: OptionDraft[]) => OptionDraft[]) =>
    change(path, (current): ProductDraft => ({ ...current, options: recipe(current.options) }));
  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.options')}</h2>
      <p className={styles.hint}>{t('product.optionsHint')}</p>
      {draft.options.length === 0 ? <p className={common.muted}>{t('product.noOptions')}</p> : null}
      {draft.options.map((option, index) => (
        <OptionFields
          key={option.row}
          option={option}
          index={index}
          idOf={idOf}
          problem={problem}
          update={(path, recipe) => setOptions(path, (options) => options.map((known, other) => (other === index ? recipe(known) : known)))}
          remove={() => setOptions('options', (options) => options.filter((_, other) => other !== index))}
        />
      ))}
      {unused.length > 0 ? (
        <button type="button" className={common.secondary} onClick={() => setOptions('options', (options) => [...options, emptyOption(unused[0]!)])}>
          {t('product.addOption')}
        </button>
      ) : null}
    </section>
  );
}

interface OptionProps {
  option: OptionDraft;
  index: number;
  idOf: PanelProps['idOf'];
  problem: PanelProps['problem'];
  update: (path: string, recipe: (option: OptionDraft) => OptionDraft) => void;
  remove: () => void;
}

function OptionFields({ option, index, idOf, problem, update, remove }: OptionProps) {
  const { t } = useTranslation('backoffice');
  const texts = useProductTexts();
  const number = index + 1;
  const path = `options.${index}`;
  const refused = problem(path);
  const valuesProblem = problem(`${path}.values`);
  return (
    <fieldset id={idOf(path)} name={path} tabIndex={-1} className={styles.option}>
      <legend>{t('product.option', { number })}</legend>
      {refused ? (
        <p role="alert" className={common.error}>
          {refused}
        </p>
      ) : null}
      <div className={common.columns}>
        <SelectField
          id={idOf(`${path}.kind`)}
          name={`${path}.kind`}
          label={t('product.kind', { number })}
          required
          value={option.kind}
          error={problem(`${path}.kind`)}
          onChange={(event) => {
            const kind = event.target.value as PropertyKind;
            update(`${path}.kind`, (current) => ({ ...current, kind }));
          }}
        >
          {propertyKinds.map((kind) => (
            <option key={kind} value={kind}>
              {texts.optionKind(kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={idOf(`${path}.name`)}
          name={`${path}.name`}
          label={t('product.optionName', { number })}
          required
          autoComplete="off"
          value={option.name}
          error={problem(`${path}.name`)}
          onChange={(event) => {
            const name = event.target.value;
            update(`${path}.name`, (current) => ({ ...current, name }));
          }}
        />
      </div>
      <ol className={styles.values}>
        {option.values.map((value, valueIndex) => {
          const valuePath = `${path}.values.${valueIndex}`;
          const shown = texts.option(value.value.trim());
          const setValue = (field: 'value' | 'available' | 'daysToShip', next: string | boolean) =>
            update(`${valuePath}.${field}`, (current) => ({
              ...current,
              values: current.values.map((known, other) => (other === valueIndex ? { ...known, [field]: next } : known)),
            }));
          return (
            <li key={value.row} className={styles.value}>
              <TextField
                id={idOf(`${valuePath}.value`)}
                name={`${valuePath}.value`}
                label={t('product.value', { number: valueIndex + 1 })}
                required
                autoComplete="off"
                value={value.value}
                hint={value.value.trim() !== '' && shown !== value.value.trim() ? t('product.shownAs', { text: shown }) : undefined}
                error={problem(`${valuePath}.value`)}
                onChange={(event) => setValue('value', event.target.value)}
              />
              <div className={styles.check}>
                <input id={idOf(`${valuePath}.available`)} type="checkbox" checked={value.available} onChange={(event) => setValue('available', event.target.checked)} />
                <label htmlFor={idOf(`${valuePath}.available`)}>{t('product.available')}</label>
              </div>
              <FormField id={idOf(`${valuePath}.daysToShip`)} label={t('product.daysToShip')} required error={problem(`${valuePath}.daysToShip`)}>
                {(control) => (
                  <input
                    {...control}
                    className={`${control.className ?? ''} ${styles.days}`}
                    type="text"
                    name={`${valuePath}.daysToShip`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={value.daysToShip}
                    onChange={(event) => setValue('daysToShip', event.target.value)}
                  />
                )}
              </FormField>
              <button
                type="button"
                className={common.secondary}
                disabled={option.values.length <= 1}
                onClick={() => update(`${path}.values`, (current) => ({ ...current, values: current.values.filter((_, other) => other !== valueIndex) }))}
              >
                {t('product.removeValue', { value: valueIndex + 1, option: number })}
              </button>
            </li>
          );
        })}
      </ol>
      {valuesProblem ? (
        <p role="alert" className={common.error}>
          {valuesProblem}
        </p>
      ) : null}
      <div className={`${common.row} ${styles.rowButtons}`}>
        <button type="button" id={idOf(`${path}.values`)} name={`${path}.values`} className={common.secondary} onClick={() => update(`${path}.values`, (current) => ({ ...current, values: [...current.values, emptyValue()] }))}>
          {t('product.addValue', { number })}
        </button>
        <button type="button" className={common.secondary} onClick={remove}>
          {t('product.removeOption', { number })}
        </button>
      </div>
    </fieldset>
  );
}
