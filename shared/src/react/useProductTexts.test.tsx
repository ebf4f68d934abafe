import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { createI18n } from '../i18n/createI18n';
import { useProductTexts } from './useProductTexts';

function textsIn(language: 'en' | 'pl') {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useProductTexts(), { wrapper }).result.current;
}

describe('useProductTexts', () => {
  it("gives a product's texts in the page's language", () => {
    const en = textsIn('en');
    expect(en.name('deviceSet')).toBe('Inercise device set');
    expect(en.optionKind('COLOR_INERCISE_SET')).toBe('Device colour');
    expect(en.option('BLACK')).toBe('Black');
    expect(en.productType('HANDLE')).toBe('Handles');
    expect(textsIn('pl').name('deviceSet')).toBe('Zestaw Inercise');
  });

  it("prefers the owner's own texts in the page's language", () => {
    const own = { en: { name: 'Wall anchor', description: 'One.\nTwo.' }, pl: { name: 'Kotwa ścienna', description: '' } };
    expect(textsIn('en').name('wall-anchor', own)).toBe('Wall anchor');
    expect(textsIn('en').description('wall-anchor', own)).toBe('One.\nTwo.');
    expect(textsIn('pl').name('deviceSet', own)).toBe('Kotwa ścienna');
    expect(textsIn('pl').description('deviceSet', own)).toBe('');
  });

  it('falls back to what the API sent when a text is missing, and to no description', () => {
    const en = textsIn('en');
    expect(en.name('rowingMachine')).toBe('rowingMachine');
    expect(en.description('rowingMachine')).toBe('');
    expect(en.optionKind('GRIP', 'Grip')).toBe('Grip');
    expect(en.option('TEAL')).toBe('TEAL');
    expect(en.specification('68 cm')).toBe('68 cm');
  });
});
