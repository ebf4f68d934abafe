import type { Config } from '../../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { newsletterToken } from './newsletterTokens.ts';

type LinkConfig = Pick<Config, 'shopUrl' | 'publicApiUrl' | 'linkSecret'>;

/** The storefront's page for a newsletter link (the footer's sign-up form answers it, in the page's language). */
export const newsletterPageLink = (config: LinkConfig, action: 'confirm' | 'unsubscribe', token: string): string =>
  `${config.shopUrl}/?newsletter=${action}&newsletterToken=${encodeURIComponent(token)}`;

const both = (pl: string, en: string) => `${pl}\n\n-----\n\n${en}`;

/**
 * Every mail sent to a newsletter address: its text ends with the unsubscribe link, and the headers let the reader's
 * mail program offer unsubscribing itself, with one click (RFC 8058: a POST to the API, no login, no page).
 */
const newsletterMail = (config: LinkConfig, subscription: { id: number; email: string }, content: { subject: string; text: string }): MailMessage => {
  const token = newsletterToken(config.linkSecret, 'unsubscribe', subscription.id);
  const pageLink = newsletterPageLink(config, 'unsubscribe', token);
  return {
    to: subscription.email,
    subject: content.subject,
    text: `${content.text}\n\n-----\n\n${both(`Wypisz się z newslettera: ${pageLink}`, `Unsubscribe from the newsletter: ${pageLink}`)}`,
    headers: {
      'List-Unsubscribe': `<${config.publicApiUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

/** The double opt-in: the sign-up counts once this mail's link is opened (within 7 days). */
export const confirmationMail = (config: LinkConfig, subscription: { id: number; email: string }): MailMessage => {
  const link = newsletterPageLink(config, 'confirm', newsletterToken(config.linkSecret, 'confirm', subscription.id));
  return newsletterMail(config, subscription, {
    subject: 'Inercise: potwierdź zapis do newslettera / confirm your newsletter sign-up',
    text: both(
      `Ktoś (mamy nadzieję, że Ty) zapisał ten adres do newslettera Inercise. Aby potwierdzić zapis, otwórz link:\n${link}\n\nLink jest ważny 7 dni. Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia adres zostanie usunięty.`,
      `Someone (we hope it was you) signed this address up for the Inercise newsletter. To confirm, open:\n${link}\n\nThe link is valid for 7 days. If it was not you, ignore this message: without confirmation the address is deleted.`,
    ),
  });
};
