import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl } from '@inercise/shared';
import { FormField } from '@inercise/shared/form-field';
import type { AdminUploadedImage } from '@inercise/shared/admin';
import { useAdminToken } from '../access/useAdminToken';
import { useErrorText } from '../common/errorText';
import { uploadImage } from './uploadImage';
import common from '../common/backoffice.module.css';
import styles from './images.module.css';

export interface ImageUploadFieldProps {
  /** Translated; the file control's accessible name. */
  label: string;
  /** The picture chosen so far, shown as its thumbnail; null for none. */
  value: AdminUploadedImage | null;
  /** Called once a picture is uploaded and its sizes are made. */
  onChange: (image: AdminUploadedImage) => void;
  /** Translated text of the preview for assistive technology; the label's by default. */
  previewAlt?: string;
  /** A translated error of the form's own (e.g. "an image is required"), shown when no upload error is. */
  error?: string;
  required?: boolean;
  id?: string;
  /** The control's name, by which a form finds the field to focus. */
  name?: string;
  className?: string;
  /** Where the picture goes: POST /admin/images unless given. */
  upload?: (file: File, token: string) => Promise<AdminUploadedImage>;
}

type Progress = { kind: 'idle' } | { kind: 'busy'; name: string } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/**
 * A picture chosen from the owner's files and uploaded at once: the API checks it (type by its bytes, size, pixels)
 * and answers the names the shop serves it under. The thumbnail it made is the preview, so the owner sees what
 * shoppers will. What the form holds changes only when an upload succeeds: a refused file never loses the picture.
 */
export function ImageUploadField({ label, value, onChange, previewAlt, error, required, id, name, className, upload }: ImageUploadFieldProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const token = useAdminToken();
  const madeId = useId();
  const controlId = id ?? madeId;
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProgress({ kind: 'busy', name: file.name });
    try {
      const image = upload ? await upload(file, token ?? '') : await uploadImage(file, token);
      onChange(image);
      setProgress({ kind: 'done' });
    } catch (failure) {
      setProgress({ kind: 'failed', error: failure });
    } finally {
      // The same file may be chosen again after it was fixed elsewhere, or after a refusal.
      input.value = '';
    }
  };
  const shownError = progress.kind === 'failed' ? errorText(progress.error) : error;
  return (
    <div className={className ? `${styles.upload} ${className}` : styles.upload}>
      {value ? <img className={styles.preview} src={assetUrl('thumbnail', value.thumbnail)} alt={previewAlt ?? label} width={240} height={240} /> : null}
      <FormField label={label} hint={t('images.hint')} error={shownError} required={required} id={controlId}>
        {(control) => (
          <input
            {...control}
            className={styles.file}
            type="file"
            name={name}
            accept="image/jpeg,image/png,image/webp"
            disabled={progress.kind === 'busy'}
            onChange={(event) => void choose(event)}
          />
        )}
      </FormField>
      <p role="status" className={common.muted}>
        {progress.kind === 'busy' ? t('images.uploading', { name: progress.name }) : progress.kind === 'done' ? t('images.uploaded') : ''}
      </p>
    </div>
  );
}
