import type { Language } from '@inercise/shared';
import type { AdminShipmentBand, AdminShipmentBandsPayload } from '@inercise/shared/admin';
import { amountText, parseAmount, parseWeight, weightText } from '../productEditor/amounts';

/** One band as the owner types it: kilograms and amounts as text; `row` only tells rows apart on screen. */
export interface BandDraft {
  row: string;
  upTo: string;
  price: string;
  priceEur: string;
}

let rows = 0;
const newRow = () => `band-${(rows += 1)}`;

export const emptyBand = (): BandDraft => ({ row: newRow(), upTo: '', price: '', priceEur: '' });

export const bandDrafts = (bands: readonly AdminShipmentBand[], language: Language): BandDraft[] =>
  bands.map((band) => ({ row: newRow(), upTo: weightText(band.upToGrams, language), price: amountText(band.price, language), priceEur: amountText(band.priceEur, language) }));

/** The drafts as the API takes them; what does not read as a weight or an amount is NaN, which the check refuses. */
export const bandsPayload = (drafts: readonly BandDraft[]): AdminShipmentBandsPayload => ({
  bands: drafts.map((draft) => ({
    upToGrams: parseWeight(draft.upTo) ?? Number.NaN,
    price: parseAmount(draft.price) ?? Number.NaN,
    priceEur: parseAmount(draft.priceEur) ?? Number.NaN,
  })),
});
