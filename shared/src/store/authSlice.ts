import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { User } from '../contracts';

/**
 * The shopper's session on this page. `accessToken` lives in memory only (a short-lived token, renewed through the
 * API's HttpOnly refresh cookie: session/refreshSession.ts); of the slice only `email` is kept across visits, as the
 * sign that a session may be restored at start.
 *
 * The store's slices are plain reducers over `createAction` actions (same types: `auth/loggedIn`...), not
 * `createSlice`: its drafts need immer, which every page would download for these few assignments
 * (docs/decisions/0045-first-view-script.md).
 */
export interface AuthState {
  user: User | null;
  email: string | null;
  accessToken: string | null;
}

const initialState: AuthState = { user: null, email: null, accessToken: null };

export const loggedIn = createAction<{ accessToken: string; email: string }>('auth/loggedIn');
export const userLoaded = createAction<User>('auth/userLoaded');
export const loggedOut = createAction('auth/loggedOut');

export const authReducer: Reducer<AuthState> = (state = initialState, action: UnknownAction) => {
  if (loggedIn.match(action)) return { ...state, accessToken: action.payload.accessToken, email: action.payload.email };
  if (userLoaded.match(action)) return { ...state, user: action.payload };
  if (loggedOut.match(action)) return initialState;
  return state;
};

type WithAuth = { auth: AuthState };

export const selectIsLoggedIn = (state: WithAuth): boolean => state.auth.accessToken !== null;
/** A session kept from an earlier visit whose restoring (the refresh call at start) has not answered yet. */
export const selectSessionRestoring = (state: WithAuth): boolean => state.auth.email !== null && state.auth.accessToken === null;
export const selectAccessToken = (state: WithAuth): string | null => state.auth.accessToken;
export const selectUser = (state: WithAuth): User | null => state.auth.user;
export const selectEmail = (state: WithAuth): string | null => state.auth.email;
