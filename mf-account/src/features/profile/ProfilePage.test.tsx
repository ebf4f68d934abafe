import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithShop, reply } from '@inercise/shared/testing';
import { aUser } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { ProfilePage } from './ProfilePage';

const levels = ['SEDENTARY', 'LIGHT', 'MODERATE', 'ACTIVE', 'VERY_ACTIVE'].map((key, i) => ({ key, position: i + 1 }));
const goals = ['STRENGTH', 'MUSCLE_MASS', 'WEIGHT_LOSS'].map((key, i) => ({ key, position: i + 1 }));

const consentedAt = '2026-11-01T10:00:00.000Z';

const open = (user = aUser({ height: 172, goals: ['STRENGTH'], healthDataConsentAt: consentedAt }), language: 'en' | 'pl' = 'en') => {
  const api = fakeApi({
    'GET /users/current-user': user,
    'GET /activity-level-type': levels,
    'GET /goal-type': goals,
    'PUT /users/:id': (call: { body: unknown }) => ({ ...user, ...(call.body as object) }),
    'POST /users/upload-profile-image': { thumbnail: 'pf-0123456789abcdef01234567.webp' },
    'DELETE /users/profile-image': reply(204),
  });
  return { api, ...renderWithShop(<ProfilePage />, { loggedIn: { user }, language, translations: { account: accountTranslations } }) };
};

describe('ProfilePage', () => {
  // jsdom has no object URLs: the preview gets a stand-in address.
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the stored profile with the translated lists from the API', async () => {
    open();
    expect(await screen.findByLabelText('Height (cm)')).toHaveValue(172);
    expect(screen.getByRole('option', { name: 'Active (exercise 5–6 times a week)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Strength' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Weight loss' })).not.toBeChecked();
  });

  it('speaks Polish on Polish pages', async () => {
    open(undefined, 'pl');
    expect(await screen.findByLabelText('Wzrost (cm)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Siła' })).toBeChecked();
  });

  it('refuses out-of-range values with the shared rule, sending nothing', async () => {
    const { api } = open();
    fireEvent.change(await screen.findByLabelText('Weight (kg)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a weight between 30 and 300 kg.')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /users/:id')).toHaveLength(0);
  });

  it('saves the whole profile, emptied fields as null, and keeps the answer in the store', async () => {
    const { api, store } = open();
    fireEvent.change(await screen.findByLabelText('Height (cm)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '70.5' } });
    fireEvent.change(screen.getByLabelText('Activity level'), { target: { value: 'MODERATE' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Muscle mass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /users/:id');
    expect(call?.path).toBe('/users/7');
    expect(call?.body).toEqual({
      name: null,
      surname: null,
      gender: null,
      birthDate: null,
      height: null,
      weight: 70.5,
      activityLevel: 'MODERATE',
      goals: ['STRENGTH', 'MUSCLE_MASS'],
      healthDataConsent: true,
    });
    expect(store.getState().auth.user?.weight).toBe(70.5);
  });

  const consentBox = 'I consent to Inercise keeping these details about my body and training for that purpose.';

  it('asks for the explicit consent, with its purpose, before health-like fields are saved', async () => {
    const { api } = open(aUser());
    const consent = await screen.findByRole('checkbox', { name: consentBox });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Your body and training' })).toHaveAccessibleDescription(/only with your explicit consent/);
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Tick the consent to keep these details about your body and training, or leave them empty.')).toBeInTheDocument();
    expect(consent).toHaveFocus();
    expect(api.callsTo('PUT /users/:id')).toHaveLength(0);

    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/:id')[0]?.body).toMatchObject({ weight: 70, healthDataConsent: true });
  });

  it('saves the name without any consent when no health-like field is filled in', async () => {
    const { api } = open(aUser());
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/:id')[0]?.body).toMatchObject({ name: 'Anna', healthDataConsent: false });
  });

  it('clears the health-like fields when the consent is withdrawn, and sends the withdrawal', async () => {
    const { api } = open();
    const consent = await screen.findByRole('checkbox', { name: consentBox });
    expect(consent).toBeChecked();
    fireEvent.click(consent);
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: 'Strength' })).not.toBeChecked();
    expect(screen.getByText('Consent withdrawn: these details will be deleted when you save the profile.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/:id')[0]?.body).toMatchObject({ height: null, goals: [], healthDataConsent: false });
  });

  it('says the same in Polish', async () => {
    open(aUser(), 'pl');
    expect(await screen.findByRole('checkbox', { name: 'Wyrażam zgodę na przechowywanie przez Inercise tych danych o moim ciele i treningu w tym celu.' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Twoje ciało i trening' })).toBeInTheDocument();
  });

  it('refuses a file that is no picture before sending it, uploads a picture and shows it', async () => {
    const { api, store } = open();
    const input = await screen.findByLabelText('Choose a picture');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('This file is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Your new profile picture is saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/upload-profile-image')).toHaveLength(1);
    expect(store.getState().auth.user?.thumbnail).toBe('pf-0123456789abcdef01234567.webp');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringContaining('/image/pf-0123456789abcdef01234567.webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(store.getState().auth.user?.thumbnail).toBeNull());
    expect(screen.getByText('You have no profile picture yet.')).toBeInTheDocument();
  });
});
