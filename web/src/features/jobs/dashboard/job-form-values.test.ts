import { describe, expect, it } from 'vitest';
import { emptyJobForm, parseAmount, toJobFormData, toJobInput, type JobFormValues } from '@/features/jobs/dashboard/job-form-values';

const filled: JobFormValues = {
  ...emptyJobForm,
  title: '  Nurse  ',
  companyName: ' Island Hospital ',
  location: 'Foreign',
  country: ' Maldives ',
  jobType: 'Full Time Jobs',
  experienceLevel: 'Mid Level',
  mainTopic: 'International Jobs',
  subTopics: ['Maldives'],
  salaryMin: '1,200',
  salaryMax: '',
  currency: 'USD',
  closingDate: '2026-06-30',
  description: ' Care for patients on the ward. ',
  requirements: '   ',
  applyMethod: 'link',
  applyEmail: 'left@over.lk',
  applyUrl: ' https://island.mv/jobs ',
  featured: true,
  hot: false,
};

describe('parseAmount', () => {
  it('reads digits grouped with commas or spaces, and nothing as null', () => {
    expect(parseAmount('85000')).toBe(85000);
    expect(parseAmount('1,200,000')).toBe(1200000);
    expect(parseAmount(' 90 000 ')).toBe(90000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('85k')).toBe('invalid');
    expect(parseAmount('-5')).toBe('invalid');
    expect(parseAmount('12.5')).toBe('invalid');
  });
});

describe('toJobInput', () => {
  it('trims, leaves out what the choices make meaningless and what is empty', () => {
    expect(toJobInput(filled, { admin: false, needsCompanyName: true })).toEqual({
      title: 'Nurse',
      companyName: 'Island Hospital',
      description: 'Care for patients on the ward.',
      location: 'Foreign',
      country: 'Maldives',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Mid Level',
      mainTopic: 'International Jobs',
      subTopics: ['Maldives'],
      salaryMin: 1200,
      currency: 'USD',
      closingDate: '2026-06-30',
      applyMethod: 'link',
      applyUrl: 'https://island.mv/jobs',
    });
  });

  it('sends featured and hot only for admins, and no employer for a company account', () => {
    expect(toJobInput(filled, { admin: true, needsCompanyName: true })).toMatchObject({ featured: true, hot: false });
    const company = toJobInput({ ...filled, location: 'Colombo' }, { admin: false, needsCompanyName: false });
    expect(company).not.toHaveProperty('companyName');
    expect(company).not.toHaveProperty('country');
    expect(company).not.toHaveProperty('featured');
  });
});

describe('toJobFormData', () => {
  it('uses the same field names, repeats lists and adds the flyer under image', () => {
    const flyer = new File(['png'], 'flyer.png', { type: 'image/png' });
    const form = toJobFormData(
      { ...toJobInput(filled, { admin: true, needsCompanyName: true }), subTopics: ['Maldives', 'Middle East'] },
      flyer,
    );
    expect(form.getAll('subTopics')).toEqual(['Maldives', 'Middle East']);
    expect(form.get('salaryMin')).toBe('1200');
    expect(form.get('featured')).toBe('true');
    expect(form.get('hot')).toBe('false');
    expect(form.has('salaryMax')).toBe(false);
    expect(form.get('image')).toBe(flyer);
  });
});
