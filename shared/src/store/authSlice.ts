import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contracts';

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
    selectAccessToken: (state) => state.accessToken,
    selectUser: (state) => state.user,
    selectEmail: (state) => state.email,
  },
});

export const { loggedIn, userLoaded, loggedOut } = authSlice.actions;
export const { selectIsLoggedIn, selectAccessToken, selectUser, selectEmail } = authSlice.selectors;
