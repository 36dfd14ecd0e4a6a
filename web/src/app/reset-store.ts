import { createAction } from '@reduxjs/toolkit';

/** Puts every slice back to its initial state (logout: SPEC section 4). */
export const resetStore = createAction('app/resetStore');
