import { apiThunkCreator } from '@/app/create-api-thunk';

/** The user area's thunks call its api.ts (with the HTTP client), fetched on the first call (see app/create-api-thunk). */
export const createUserThunk = apiThunkCreator(() => import('@/features/user/api'));
