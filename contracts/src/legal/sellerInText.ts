import { phoneShown, type Seller } from '../domain/seller';
import type { LegalBlock, LegalDocumentText } from './legalDocument';

const TOKEN = /\{\{(seller|email|phone|bankAccount)\}\}/g;

/** Whether a legal text's paragraph or point names the seller ({{seller}}, {{email}}, {{phone}}, {{bankAccount}}). */
export const namesSeller = (text: string): boolean => new RegExp(TOKEN.source).test(text);

/**
 * The seller as the binding Polish texts name the party: registered name, seat, register entry, tax and statistical
 * numbers, and a company's share capital.
 */
export function sellerIdentity(seller: Seller): string {
  const abroad = seller.country === 'PL' ? '' : `, ${new Intl.DisplayNames(['pl'], { type: 'region' }).of(seller.country) ?? seller.country}`;
  const seat = `${seller.street}, ${seller.postcode} ${seller.city}${abroad}`;
  const numbers = `NIP ${seller.nip}, REGON ${seller.regon}`;
  if (seller.register.kind === 'CEIDG') {
    return `${seller.legalName}, ${seat}, wpisany do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG), ${numbers}`;
  }
  const capital = seller.shareCapital === '' ? '' : `, kapitał zakładowy ${seller.shareCapital}`;
  return `${seller.legalName} z siedzibą pod adresem ${seat}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS ${seller.register.number}, prowadzonego przez ${seller.register.court}, ${numbers}${capital}`;
}

/** A legal text's paragraph or point with the seller's details in place of its tokens. */
export function fillSeller(text: string, seller: Seller): string {
  return text.replace(TOKEN, (_token, name: string) => {
    if (name === 'seller') return sellerIdentity(seller);
    if (name === 'email') return seller.email;
    // The account for an offer's transfer in euro, as the offer names it: its number and its bank.
    if (name === 'bankAccount') return `${seller.bankAccount}, ${seller.bankName}`;
    return phoneShown(seller.phone);
  });
}

/** A whole legal text with the seller's details in place of its tokens (the PDF mailed with an order). */
export function fillSellerInDocument(text: LegalDocumentText, seller: Seller): LegalDocumentText {
  const fill = (block: LegalBlock): LegalBlock => (typeof block === 'string' ? fillSeller(block, seller) : { list: block.list.map((point) => fillSeller(point, seller)) });
  return { ...text, intro: fillSeller(text.intro, seller), sections: text.sections.map((section) => ({ ...section, blocks: section.blocks.map(fill) })) };
}
