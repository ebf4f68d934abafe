import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl } from '@inercise/shared';
import { ImageUploadField } from '../images/ImageUploadField';
import type { PanelProps } from './PanelProps';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

/** The product's pictures in the shop's order (the first is its thumbnail): made first, removed, or added by upload. */
export function PicturesPanel({ draft, change, idOf, problem }: PanelProps) {
  const { t } = useTranslation('backoffice');
  const headingId = idOf('pictures');
  const images = draft.images;
  const setImages = (next: typeof images) => change('images', (current) => ({ ...current, images: next }));
  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.pictures')}</h2>
      <p className={styles.hint}>{t('product.picturesHint')}</p>
      {images.length === 0 ? <p className={common.muted}>{t('product.noPictures')}</p> : null}
      <ol className={styles.pictures}>
        {images.map((image, index) => {
          const number = index + 1;
          const refused = problem(`images.${index}`);
          return (
            <li key={`${image.image}-${index}`} className={styles.picture}>
              <img src={assetUrl('thumbnail', image.thumbnail)} alt={t('product.pictureAlt', { number })} width={160} height={160} />
              {index === 0 ? <span className={common.status}>{t('product.first')}</span> : null}
              <div className={`${common.row} ${styles.rowButtons}`}>
                {index > 0 ? (
                  <button type="button" className={common.secondary} onClick={() => setImages([image, ...images.filter((_, other) => other !== index)])}>
                    {t('product.makeFirst', { number })}
                  </button>
                ) : null}
                {index > 0 ? (
                  <button type="button" className={common.secondary} onClick={() => setImages(swapped(images, index, index - 1))}>
                    {t('product.moveEarlier', { number })}
                  </button>
                ) : null}
                {index < images.length - 1 ? (
                  <button type="button" className={common.secondary} onClick={() => setImages(swapped(images, index, index + 1))}>
                    {t('product.moveLater', { number })}
                  </button>
                ) : null}
                <button type="button" className={common.secondary} onClick={() => setImages(images.filter((_, other) => other !== index))}>
                  {t('product.removePicture', { number })}
                </button>
              </div>
              {refused ? (
                <p role="alert" className={common.error}>
                  {refused}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ImageUploadField
        id={idOf('images')}
        name="images"
        label={t('product.addPicture')}
        value={null}
        error={problem('images')}
        onChange={(uploaded) => setImages([...images, uploaded])}
      />
    </section>
  );
}

/** The list with two places swapped. */
function swapped<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
