import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency } from '../contracts';
import type { CurrencyName } from '@inercise/contracts/domain/currency';

interface CurrencyState {
  list: Currency[];
  selected: CurrencyName;
  /** Once the shopper picks a currency, the language no longer decides it. */
  chosenByUser: boolean;
}

const initialState: CurrencyState = { list: [], selected: 'PLN', chosenByUser: false };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    currencyListLoaded(state, action: PayloadAction<Currency[]>) {
      state.list = action.payload;
    },
    currencyChosen(state, action: PayloadAction<CurrencyName>) {
      state.selected = action.payload;
      state.chosenByUser = true;
    },
    currencyDefaulted(state, action: PayloadAction<CurrencyName>) {
      if (!state.chosenByUser) state.selected = action.payload;
    },
  },
  selectors: {
    selectCurrency: (state) => state.selected,
  },
});

export const { currencyListLoaded, currencyChosen, currencyDefaulted } = currencySlice.actions;
export const { selectCurrency } = currencySlice.selectors;
