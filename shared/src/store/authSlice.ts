import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contracts';

/**
 * The shopper's session on this page. `accessToken` lives in memory only (a short-lived token, renewed through the
 * API's HttpOnly refresh cookie: session/refreshSession.ts); of the slice only `email` is kept across visits, as the
 * sign that a session may be restored at start.
 */
export interface AuthState {
  user: User | null;
  email: string | null;
  accessToken: string | null;
}

const initialState: AuthState = { user: null, email: null, accessToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ accessToken: string; email: string }>) {
      state.accessToken = action.payload.accessToken;
      state.email = action.payload.email;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.accessToken !== null,
    /** A session kept from an earlier visit whose restoring (the refresh call at start) has not answered yet. */
    selectSessionRestoring: (state) => state.email !== null && state.accessToken === null,
    selectAccessToken: (state) => state.accessToken,
    selectUser: (state) => state.user,
    selectEmail: (state) => state.email,
  },
});

export const { loggedIn, userLoaded, loggedOut } = authSlice.actions;
export const { selectIsLoggedIn, selectSessionRestoring, selectAccessToken, selectUser, selectEmail } = authSlice.selectors;
