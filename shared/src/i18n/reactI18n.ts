// react-i18next for every bundle: one instance per page, shared through federation as
// `@inercise/shared/react-i18n`. Like the router (see ../router/router.ts), a shared module is never tree-shaken;
// sharing this module ships only what is re-exported here, not the Trans component and its HTML parser.
// Shared code imports it by this name too, so there is one react-i18next (one i18n context) on the page.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
