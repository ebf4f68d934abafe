import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { Currency } from '../contracts';
import type { CurrencyName } from '@inercise/contracts/domain/currency';

// A plain reducer, as the session's (see authSlice.ts).

interface CurrencyState {
  list: Currency[];
  selected: CurrencyName;
  /** Once the shopper picks a currency, the language no longer decides it. */
  chosenByUser: boolean;
}

const initialState: CurrencyState = { list: [], selected: 'PLN', chosenByUser: false };

export const currencyListLoaded = createAction<Currency[]>('currency/currencyListLoaded');
export const currencyChosen = createAction<CurrencyName>('currency/currencyChosen');
export const currencyDefaulted = createAction<CurrencyName>('currency/currencyDefaulted');

export const currencyReducer: Reducer<CurrencyState> = (state = initialState, action: UnknownAction) => {
  if (currencyListLoaded.match(action)) return { ...state, list: action.payload };
  if (currencyChosen.match(action)) {
    return state.selected === action.payload && state.chosenByUser ? state : { ...state, selected: action.payload, chosenByUser: true };
  }
  if (currencyDefaulted.match(action)) {
    return state.chosenByUser || state.selected === action.payload ? state : { ...state, selected: action.payload };
  }
  return state;
};

type WithCurrency = { currency: CurrencyState };

export const selectCurrency = (state: WithCurrency): CurrencyName => state.currency.selected;
