import { ageOn, givesHealthData, isSensibleBirthDate, ProfilePayloadSchema } from './profile';

const today = new Date(Date.UTC(2026, 5, 15));

describe('the profile payload', () => {
  it('takes an empty profile and a full one', () => {
    expect(ProfilePayloadSchema.safeParse({}).success).toBe(true);
    const full = { name: ' Ada ', surname: 'Nowak', gender: 'FEMALE', height: 172, weight: 64.5, birthDate: '1990-02-28', activityLevel: 'ACTIVE', goals: ['STRENGTH', 'MOBILITY'] };
    const parsed = ProfilePayloadSchema.safeParse(full);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe('Ada');
  });

  it.each([
    [{ height: 99 }, 'validation.heightRange'],
    [{ height: 251 }, 'validation.heightRange'],
    [{ height: '180' }, 'validation.heightRange'],
    [{ weight: 29.9 }, 'validation.weightRange'],
    [{ weight: 301 }, 'validation.weightRange'],
    [{ birthDate: '2999-01-01' }, 'validation.birthDateRange'],
    [{ birthDate: '1800-01-01' }, 'validation.birthDateRange'],
    [{ birthDate: '1990-02-30' }, 'validation.birthDateRange'],
    [{ gender: 'DRAGON' }, 'validation.unknownChoice'],
    [{ activityLevel: 'HUGE' }, 'validation.unknownChoice'],
    [{ goals: ['STRENGTH', 'FLYING'] }, 'validation.unknownChoice'],
    [{ name: 'x'.repeat(61) }, 'validation.tooLong'],
  ])('refuses %j with %s', (payload, key) => {
    const parsed = ProfilePayloadSchema.safeParse(payload);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(key);
  });

  it('refuses fields it does not know', () => {
    expect(ProfilePayloadSchema.safeParse({ emailAddress: 'a@b.pl' }).success).toBe(false);
  });
});

describe('the birth date', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', today)).toBe(26);
    expect(ageOn('2000-06-16', today)).toBe(25);
    expect(ageOn('nonsense', today)).toBeNull();
  });

  it('is sensible from 13 to 120 years, never in the future', () => {
    expect(isSensibleBirthDate('2013-06-15', today)).toBe(true);
    expect(isSensibleBirthDate('2013-06-16', today)).toBe(false);
    expect(isSensibleBirthDate('2027-01-01', today)).toBe(false);
    expect(isSensibleBirthDate('1906-06-15', today)).toBe(true);
    expect(isSensibleBirthDate('1905-06-14', today)).toBe(false);
  });

  it('refuses health-like values sent with a withdrawn consent, on the consent', () => {
    for (const values of [{ height: 180 }, { goals: ['REHABILITATION'] }, { gender: 'OTHER' }]) {
      const parsed = ProfilePayloadSchema.safeParse({ healthDataConsent: false, ...values });
      expect(parsed.error?.issues[0]).toMatchObject({ message: 'validation.healthDataConsentRequired', path: ['healthDataConsent'] });
    }
    expect(ProfilePayloadSchema.safeParse({ healthDataConsent: false, name: 'Ada', height: null, goals: [] }).success).toBe(true);
    expect(ProfilePayloadSchema.safeParse({ healthDataConsent: true, height: 180 }).success).toBe(true);
    expect(ProfilePayloadSchema.safeParse({ healthDataConsent: 'yes' }).success).toBe(false);
  });

  it('tells a payload giving health-like data from one that does not', () => {
    expect(givesHealthData({ name: 'Ada' } as never)).toBe(false);
    expect(givesHealthData({ height: null, goals: [] })).toBe(false);
    expect(givesHealthData({ weight: 70 })).toBe(true);
    expect(givesHealthData({ goals: ['HEALTH'] })).toBe(true);
  });
});
