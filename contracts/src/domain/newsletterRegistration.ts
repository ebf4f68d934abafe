/** POST /newsletter/register body; the rules are NewsletterFormSchema in validation/newsletter. */
export interface NewsletterRegistration {
  emailAddress: string;
  captchaResponseToken?: string;
}
