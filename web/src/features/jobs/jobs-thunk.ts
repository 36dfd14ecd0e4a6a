import { apiThunkCreator } from '@/app/create-api-thunk';

/** The jobs area's thunks call its api.ts, fetched on the first call (see app/create-api-thunk). */
export const createJobsThunk = apiThunkCreator(() => import('@/features/jobs/api'));
