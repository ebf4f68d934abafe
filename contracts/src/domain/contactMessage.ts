/** POST /contact body; the rules are ContactFormSchema in validation/contact. */
export interface ContactMessage {
  emailAddress: string;
  name: string;
  message: string;
}
