/**
 * The owner's change to an approved company page beside the facts the public sees: what the
 * owner's dashboard shows while it waits or after it was rejected, and what an admin judges.
 */
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import '@/features/companies/texts';
import { CHANGE_FIELDS, type Company, type CompanyChange } from '@/features/companies/types';

type ChangeField = (typeof CHANGE_FIELDS)[number];

const LABELS: Record<ChangeField, string> = {
  name: 'form.name',
  logo: 'form.logo',
  cover: 'form.cover',
  industry: 'facts.industry',
  size: 'facts.size',
  location: 'facts.district',
  founded: 'facts.founded',
  website: 'facts.website',
  email: 'facts.email',
  phone: 'facts.phone',
  description: 'about',
};

/** The fields whose value the change would make different from the public page. */
export function changedFields(company: Company, change: CompanyChange): ChangeField[] {
  return CHANGE_FIELDS.filter((field) => (company[field] ?? null) !== (change[field] ?? null));
}

/** The page as its owner goes on editing it: the change's facts, if any, over the approved ones. */
export function withChange(company: Company): Company {
  const { change, ...page } = company;
  if (!change) return page;
  const facts = Object.fromEntries(CHANGE_FIELDS.map((field) => [field, change[field]]));
  return { ...page, ...facts, slug: change.slug };
}

/** A table of the changed facts: the public value and the one the owner asked for. */
export function CompanyChangeTable({ company, change }: { company: Company; change: CompanyChange }) {
  const { t } = useTranslation('companies');
  const names = useNames();
  const fields = changedFields(company, change);
  const shown = (field: ChangeField, value: string | number | null) => {
    if (field === 'logo' || field === 'cover') return value ? t('changes.image') : t('changes.noImage');
    if (value === null || value === '') return t('changes.empty');
    if (field === 'industry') return names.industry(String(value));
    return field === 'location' ? names.district(String(value)) : String(value);
  };
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead>
        <tr className="text-gray-700">
          <th scope="col" className="w-1/5 py-1 pr-2 font-semibold">
            {t('changes.field')}
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            {t('changes.publicValue')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('changes.newValue')}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t border-gray-200 align-top">
            <th scope="row" className="py-1 pr-2 font-medium text-gray-900">
              {t(LABELS[field])}
            </th>
            <td className="whitespace-pre-line break-words py-1 pr-2 text-gray-700">{shown(field, company[field])}</td>
            <td className="whitespace-pre-line break-words py-1 text-gray-900">{shown(field, change[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the owner is told of its change: it waits for review, or it was rejected and why. */
export function OwnCompanyChange({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const change = company.change;
  if (!change || change.status === 'approved') return null;
  const pending = change.status === 'pending';
  const title = pending ? t('changes.pendingTitle') : t('changes.rejectedTitle');
  return (
    <section aria-label={title} className={`space-y-2 rounded-2xl p-4 ring-1 ${pending ? 'bg-amber-50 ring-amber-200' : 'bg-red-50 ring-red-200'}`}>
      <p className="font-semibold text-gray-900">{title}</p>
      <p className="text-sm text-gray-800">{pending ? t('changes.pendingText') : t('changes.rejectedText')}</p>
      {!pending && change.rejectionReason ? <p className="text-sm text-red-800">{t('status.reason', { reason: change.rejectionReason })}</p> : null}
      <CompanyChangeTable company={company} change={change} />
    </section>
  );
}
