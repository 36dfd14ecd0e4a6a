import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApiFailure } from '@/lib/api-error';
import type { AppDispatch, AppStore, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, to read the state when something happens rather than watch it while drawing. */
export const useAppStore = useStore.withTypes<AppStore>();

/** createAsyncThunk with the app's state, dispatch and the ApiFailure every call rejects with. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ApiFailure;
}>();
