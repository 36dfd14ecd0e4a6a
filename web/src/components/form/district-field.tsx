import { useTranslation } from '@/i18n/react';
import { SelectField, type SelectFieldProps } from '@/components/ui/form-field';
import '@/i18n/auth-texts';
import { DISTRICTS, FOREIGN } from '@/lib/locations';

/**
 * The optional district of an account (registration and profile): the districts of Sri Lanka,
 * or outside Sri Lanka, with an empty first choice.
 */
export function DistrictField(props: Omit<SelectFieldProps, 'label' | 'children'>) {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  return (
    <SelectField label={`${t('fields.district')} ${t('fields.optional')}`} {...props}>
      <option value="">{t('register.chooseDistrict')}</option>
      {DISTRICTS.map((district) => (
        <option key={district} value={district}>
          {common(`location.${district}`)}
        </option>
      ))}
      <option value={FOREIGN}>{t('register.outsideSriLanka')}</option>
    </SelectField>
  );
}
