import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField } from '@inercise/shared/form-field';
import { assetUrl, callEndpoint, isApiError, selectAccessToken, useAppDispatch, useAppSelector, userLoaded, type User } from '@inercise/shared';
import { PROFILE_IMAGE_MAX_BYTES } from '@inercise/shared/profile';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import { removeProfileImage, uploadProfileImage } from '@inercise/shared/endpoints/profile';
import styles from './profile.module.css';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const KNOWN_ERRORS = ['imageType', 'imageTooSmall', 'imageTooLarge', 'imageFileTooLarge', 'serverBusy'] as const;
type PictureError = (typeof KNOWN_ERRORS)[number] | 'failed';

/** A chosen file's preview; its object URL lives as long as the chosen file. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/** The chosen file's preview, else the current picture, else a line saying there is none. */
function PictureShown({ preview, thumbnail }: { preview: string | null; thumbnail: User['thumbnail'] }) {
  const { t } = useTranslation('account');
  if (preview) return <img className={styles.avatar} src={preview} alt={t('profile.picture.preview')} width={128} height={128} />;
  if (thumbnail) return <img className={styles.avatar} src={assetUrl('image', thumbnail)} alt={t('profile.picture.current')} width={128} height={128} />;
  return <p className={styles.noPicture}>{t('profile.picture.none')}</p>;
}

/**
 * The profile picture: the current one (256 px), a chosen file's preview before it goes, upload and removal. The
 * API checks the file by its bytes; type and size are checked here first so a wrong file gets its message at once.
 */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreview(file);
  const [error, setError] = useState<PictureError | null>(null);
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setDone(null);
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (!PICTURE_TYPES.includes(chosen.type)) return setError('imageType');
    if (chosen.size > PROFILE_IMAGE_MAX_BYTES) return setError('imageFileTooLarge');
    setFile(chosen);
  };

  const act = async (action: () => Promise<User>, outcome: 'uploaded' | 'removed') => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      dispatch(userLoaded(await action()));
      setFile(null);
      setDone(outcome);
    } catch (failure) {
      const key = isApiError(failure) ? KNOWN_ERRORS.find((known) => known === failure.message) : undefined;
      setError(key ?? 'failed');
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    if (!file || !token) return;
    void act(async () => ({ ...user, thumbnail: (await callEndpoint(uploadProfileImage, { token, upload: file })).thumbnail }), 'uploaded');
  };
  const remove = () => {
    if (!token) return;
    void act(async () => {
      await callEndpoint(removeProfileImage, { token });
      return { ...user, thumbnail: null };
    }, 'removed');
  };

  return (
    <section className={styles.picture} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('profile.picture.title')}
      </h2>
      <div className={styles.pictureRow}>
        <PictureShown preview={preview} thumbnail={user.thumbnail} />
        <div className={formStyles.form}>
          <FormField id={`${id}-file`} label={t('profile.picture.choose')} hint={t('profile.picture.hint')} error={error ? t(`profile.picture.errors.${error}`) : undefined}>
            {(control) => <input {...control} type="file" accept={PICTURE_TYPES.join(',')} onChange={(event) => choose(event.target.files?.[0] ?? null)} />}
          </FormField>
          <div className={styles.buttons}>
            <button type="button" className={formStyles.primary} disabled={!file || busy} aria-busy={busy || undefined} onClick={upload}>
              {t('profile.picture.upload')}
            </button>
            {user.thumbnail ? (
              <button type="button" className={formStyles.secondary} disabled={busy} onClick={remove}>
                {t('profile.picture.remove')}
              </button>
            ) : null}
          </div>
          {done ? <FormMessage tone="info">{t(`profile.picture.${done}`)}</FormMessage> : null}
        </div>
      </div>
    </section>
  );
}
