import type { Interview } from '@/features/jobs/interviews/types';

/** An interview as the API answers it: proposed, for application 501, two times in 2099. */
export function makeInterview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 7,
    applicationId: 501,
    jobId: 1,
    jobTitle: 'Accountant',
    companyName: 'Acme Lanka',
    applicantName: 'Nimal Perera',
    kind: 'in_person',
    address: '12 Galle Road, Colombo 3',
    link: '',
    note: 'Bring your NIC.',
    state: 'proposed',
    slots: [
      // 10:30 and 14:00 in Colombo on Thursday 5 March 2099.
      { id: 71, start: '2099-03-05T05:00:00Z', minutes: 30 },
      { id: 72, start: '2099-03-05T08:30:00Z', minutes: 45 },
    ],
    booked: null,
    changeNote: '',
    cancelledBy: '',
    version: 1,
    createdAt: '2026-03-06T08:00:00Z',
    updatedAt: '2026-03-06T08:00:00Z',
    ...overrides,
  };
}
