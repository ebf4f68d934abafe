import { e164Of, nationalNumberOf, phoneProblem } from './addressByCountry';
import { isPhoneInputAllowedFor, isPostcodeOf, usesState } from './addressRules';

describe('address rules by country', () => {
  it('takes a German number and refuses one too short for its country', () => {
    expect(phoneProblem('+49', '3012345678')).toBeNull();
    expect(phoneProblem('+49', '12')).toBe('validation.phoneInvalid');
    expect(phoneProblem('+43', '664123456')).toBeNull();
    expect(phoneProblem('+31', '612345678')).toBeNull();
    expect(phoneProblem('+49', '30-1234')).toBe('validation.phoneInvalid');
  });

  it('keeps the nine digits of a Polish number', () => {
    expect(phoneProblem('+48', '600700800')).toBeNull();
    expect(phoneProblem('48', '600700800')).toBeNull();
    expect(phoneProblem('+48', '60070080')).toBe('validation.phoneNineDigits');
    expect(phoneProblem('+48', '6007008001')).toBe('validation.phoneNineDigits');
  });

  it('filters keystrokes by the dialling code and writes the E.164 form', () => {
    expect(isPhoneInputAllowedFor('+48', '6007008001')).toBe(false);
    expect(isPhoneInputAllowedFor('+49', '3012345678')).toBe(true);
    expect(isPhoneInputAllowedFor('+49', '30a')).toBe(false);
    expect(e164Of('49', '3012345678')).toBe('+493012345678');
    // Typed with the country's trunk 0, a number is still one, and kept without it: its E.164 form.
    expect(phoneProblem('+49', '03012345678')).toBeNull();
    expect(nationalNumberOf('+49', '03012345678')).toBe('3012345678');
    expect(nationalNumberOf('+48', '600700800')).toBe('600700800');
    expect(nationalNumberOf('+49', '12')).toBe('12');
  });

  it('asks for a state only where addresses use one', () => {
    expect(usesState('US')).toBe(true);
    expect(usesState('de')).toBe(false);
    expect(usesState('PL')).toBe(false);
  });

  it('checks postcodes whose format it knows, and takes any other', () => {
    expect(isPostcodeOf('DE', '10115')).toBe(true);
    expect(isPostcodeOf('DE', '1011')).toBe(false);
    expect(isPostcodeOf('PL', '00-950')).toBe(true);
    expect(isPostcodeOf('PL', '00950')).toBe(false);
    expect(isPostcodeOf('NL', '1012 AB')).toBe(true);
    expect(isPostcodeOf('GB', 'SW1A 1AA')).toBe(true);
    expect(isPostcodeOf('ZZ', 'anything')).toBe(true);
  });
});

describe('address rules by country, with the full phone metadata (the API\'s)', () => {
  it('refuses what the small set takes by its length alone, and keeps the same answers otherwise', async () => {
    const full = await import('./addressByCountryFull');
    expect(full.phoneProblem('+49', '1234')).toBe('validation.phoneInvalid');
    expect(full.phoneProblem('+43', '3012345678999')).toBe('validation.phoneInvalid');
    expect(full.phoneProblem('+49', '3012345678')).toBeNull();
    expect(full.phoneProblem('+48', '60070080')).toBe('validation.phoneNineDigits');
    expect(full.nationalNumberOf('+49', '03012345678')).toBe('3012345678');
  });
});
