// The libraries @inercise/shared builds the store from, evaluated a step ahead of it so that neither evaluation is a
// long task (the page's @inercise/shared is normally the shell's own, which uses these very modules). What is
// re-exported only keeps each library in the build; nothing reads it.
export { configureStore } from '@reduxjs/toolkit';
export { persistReducer, persistStore } from 'redux-persist';
export { Provider } from 'react-redux';
