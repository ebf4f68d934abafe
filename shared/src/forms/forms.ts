// Public entry @inercise/shared/forms: the form kit for forms that hold their values (useFormValues) and its parts
// (the e-mail field, the password pair, the panel shown once a form is sent). Apart from the form-field entry, which
// pages with the footer's newsletter carry on their first view: only the bundles that import this one carry these.
// Like form-field it imports only React and its own styles.
export * from './FormField';
export { useFormValues } from './useFormValues';
export { EmailField } from './EmailField';
export { PasswordPair, passwordProblemKey } from './PasswordPair';
export { DonePanel } from './DonePanel';
