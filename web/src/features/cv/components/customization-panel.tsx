/**
 * How the CV looks: the template (with thumbnails), the colour scheme, font size, spacing,
 * layout, the photo, and the order of the sections (moved with up and down buttons).
 */
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { customizationUpdated, sectionMoved, templateSelected, selectCv } from '@/features/cv/cv-slice';
import { SCHEME_COLORS } from '@/features/cv/components/cv-preview';
import { COLOR_SCHEMES, CV_TEMPLATES, FONT_SIZES, LAYOUTS, SPACINGS } from '@/features/cv/types';
import '@/features/cv/texts';

export function thumbnailUrl(template: string): string {
  return `/api/cv-templates/${encodeURIComponent(template)}/thumbnail.png`;
}

export function CustomizationPanel() {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const customization = useAppSelector((state) => selectCv(state).customization);
  const templates = useAppSelector((state) => selectCv(state).templates);
  const offered = templates.length > 0 ? templates : CV_TEMPLATES.map((id) => ({ id, name: t(`templates.${id}`), description: '', atsFriendly: id === 'compact', thumbnailUrl: thumbnailUrl(id) }));
  const order = customization.sectionOrder;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t('customize.template')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {offered.map((template) => (
            <label
              key={template.id}
              className="flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-gray-200 bg-white p-2 text-sm has-checked:border-teal-700 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
            >
              <input
                type="radio"
                name="cv-template"
                value={template.id}
                className="sr-only"
                checked={customization.template === template.id}
                onChange={() => dispatch(templateSelected(template.id))}
              />
              <img src={template.thumbnailUrl || thumbnailUrl(template.id)} alt="" width={120} height={170} loading="lazy" className="h-auto w-full rounded border border-gray-100 bg-gray-50" />
              <span className="font-medium">{t(`templates.${template.id}`, { defaultValue: template.name })}</span>
              {template.atsFriendly ? <span className="text-xs text-gray-600">{t('customize.ats')}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t('customize.colorScheme')}</legend>
        <div className="flex flex-wrap gap-2">
          {COLOR_SCHEMES.map((scheme) => (
            <label
              key={scheme}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-gray-200 bg-white py-1 pr-3 pl-1 text-sm has-checked:border-gray-900 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
            >
              <input
                type="radio"
                name="cv-color"
                value={scheme}
                className="sr-only"
                checked={customization.colorScheme === scheme}
                onChange={() => dispatch(customizationUpdated({ colorScheme: scheme }))}
              />
              <span aria-hidden="true" className="size-7 rounded-full" style={{ background: SCHEME_COLORS[scheme]!.accent }} />
              {t(`colors.${scheme}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField id="cv-font-size" label={t('customize.fontSize')} value={customization.fontSize} onChange={(event) => dispatch(customizationUpdated({ fontSize: event.target.value }))}>
          {FONT_SIZES.map((value) => (
            <option key={value} value={value}>
              {t(`fontSizes.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="cv-spacing" label={t('customize.spacing')} value={customization.spacing} onChange={(event) => dispatch(customizationUpdated({ spacing: event.target.value }))}>
          {SPACINGS.map((value) => (
            <option key={value} value={value}>
              {t(`spacings.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="cv-layout" label={t('customize.layout')} value={customization.layout} onChange={(event) => dispatch(customizationUpdated({ layout: event.target.value }))}>
          {LAYOUTS.map((value) => (
            <option key={value} value={value}>
              {t(`layouts.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <label htmlFor="cv-show-photo" className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900">
        <input id="cv-show-photo" type="checkbox" className="size-5 accent-teal-700" checked={customization.showPhoto} onChange={(event) => dispatch(customizationUpdated({ showPhoto: event.target.checked }))} />
        {t('customize.showPhoto')}
      </label>

      <div>
        <h3 className="mb-2 text-sm font-semibold text-gray-900">{t('customize.sectionOrder')}</h3>
        <ol className="space-y-2" aria-label={t('customize.sectionOrder')}>
          {order.map((section, index) => {
            const name = t(`sections.${section}.title`, { defaultValue: section });
            return (
              <li key={section} className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-1">
                <span className="flex-1 text-sm">{name}</span>
                <Button
                  id={`order-${section}-up`}
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  aria-label={t('entry.moveUp', { name })}
                  onClick={() => {
                    dispatch(sectionMoved({ section, direction: 'up' }));
                    keepFocus(section, 'up');
                  }}
                >
                  ↑
                </Button>
                <Button
                  id={`order-${section}-down`}
                  variant="ghost"
                  size="sm"
                  disabled={index === order.length - 1}
                  aria-label={t('entry.moveDown', { name })}
                  onClick={() => {
                    dispatch(sectionMoved({ section, direction: 'down' }));
                    keepFocus(section, 'down');
                  }}
                >
                  ↓
                </Button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

/** After React has moved the row, the focus goes back to its pressed button (or its other one at an end). */
function keepFocus(section: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const own = document.getElementById(`order-${section}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`order-${section}-${direction === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (own && !own.disabled ? own : other)?.focus();
  });
}
