import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField } from '@inercise/shared/form-field';
import { ImageUploadField } from '../images/ImageUploadField';
import { shopPictures } from './shopPictures';
import common from '../common/backoffice.module.css';
import styles from './articleEditor.module.css';

interface Props {
  id: string;
  image: string;
  thumbnail: string;
  onChange: (picture: { image: string; thumbnail: string }) => void;
  /** Translated; why the picture cannot be saved. */
  error?: string;
}

/**
 * The article's header picture: one uploaded from the owner's files (checked and sized by the API), or one of the
 * shop's own. The form's picture changes only once an upload succeeds, so a refused file keeps the one before.
 */
export function HeaderImageField({ id, image, thumbnail, onChange, error }: Props) {
  const { t } = useTranslation('backoffice');
  const ownPicture = shopPictures.includes(image) ? image : '';
  return (
    <div className={`${common.columns} ${styles.picture}`}>
      <ImageUploadField
        id={id}
        name="image"
        label={t('editor.image')}
        previewAlt={t('editor.imagePreview')}
        required
        value={image ? { image, thumbnail } : null}
        error={error}
        onChange={(uploaded) => onChange({ image: uploaded.image, thumbnail: uploaded.thumbnail })}
      />
      <SelectField
        label={t('editor.shopPicture')}
        value={ownPicture}
        onChange={(event) => {
          if (event.target.value) onChange({ image: event.target.value, thumbnail: event.target.value });
        }}
      >
        <option value="">{t('editor.shopPictureChoose')}</option>
        {shopPictures.map((name, index) => (
          <option key={name} value={name}>
            {t('editor.shopPictureNumber', { number: index + 1 })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
