// The libraries @inercise/shared builds the store from (its persistence is its own, shared/src/store/persistence.ts), evaluated a step ahead of it so that neither evaluation is a
// long task (the page's @inercise/shared is normally the shell's own, which uses these very modules). What is
// re-exported only keeps each library in the build; nothing reads it.
export { configureStore } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
