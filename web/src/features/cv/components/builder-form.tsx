/**
 * The builder's form: every section of SPEC's builderData, each in a disclosure that opens on
 * demand, writing each change to the CV state (which marks it unsaved).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import {
  itemAdded,
  itemMoved,
  itemRemoved,
  itemUpdated,
  newItemId,
  personalInfoUpdated,
  skillAdded,
  skillMoved,
  skillRemoved,
  skillUpdated, selectCv } from '@/features/cv/cv-slice';
import { CV_MESSAGES, uploadCVPhoto } from '@/features/cv/cv-thunks';
import { EntryList, type FieldSpec } from '@/features/cv/components/entry-list';
import { MAX_CV_ITEMS, MAX_PHOTO_BYTES, SKILL_CATEGORIES, SKILL_LEVELS, type CustomItem, type CustomSection, type PersonalInfo, type SkillCategory } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import '@/features/cv/texts';

const PERSONAL_FIELDS: { name: keyof PersonalInfo; type: string; autoComplete?: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
  { name: 'country', type: 'text', autoComplete: 'country-name' },
  { name: 'postalCode', type: 'text', autoComplete: 'postal-code' },
  { name: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
  { name: 'nationality', type: 'text' },
];

const EXPERIENCE_FIELDS: FieldSpec[] = [
  { name: 'position', kind: 'text' },
  { name: 'company', kind: 'text' },
  { name: 'location', kind: 'text' },
  { name: 'startDate', kind: 'month' },
  { name: 'endDate', kind: 'month' },
  { name: 'current', kind: 'checkbox' },
  { name: 'description', kind: 'textarea' },
];
const EDUCATION_FIELDS: FieldSpec[] = [
  { name: 'institution', kind: 'text' },
  { name: 'degree', kind: 'text' },
  { name: 'field', kind: 'text' },
  { name: 'location', kind: 'text' },
  { name: 'startDate', kind: 'month' },
  { name: 'endDate', kind: 'month' },
  { name: 'current', kind: 'checkbox' },
  { name: 'gpa', kind: 'text' },
  { name: 'description', kind: 'textarea' },
];
const CERTIFICATION_FIELDS: FieldSpec[] = [
  { name: 'name', kind: 'text' },
  { name: 'issuer', kind: 'text' },
  { name: 'date', kind: 'month' },
  { name: 'expiryDate', kind: 'month' },
  { name: 'credentialId', kind: 'text' },
  { name: 'url', kind: 'url' },
];
const PROJECT_FIELDS: FieldSpec[] = [
  { name: 'name', kind: 'text' },
  { name: 'technologies', kind: 'list' },
  { name: 'startDate', kind: 'month' },
  { name: 'endDate', kind: 'month' },
  { name: 'url', kind: 'url' },
  { name: 'github', kind: 'url' },
  { name: 'description', kind: 'textarea' },
];
const ACHIEVEMENT_FIELDS: FieldSpec[] = [
  { name: 'title', kind: 'text' },
  { name: 'date', kind: 'month' },
  { name: 'description', kind: 'textarea' },
];
const REFERENCE_FIELDS: FieldSpec[] = [
  { name: 'name', kind: 'text' },
  { name: 'position', kind: 'text' },
  { name: 'company', kind: 'text' },
  { name: 'relationship', kind: 'text' },
  { name: 'email', kind: 'email' },
  { name: 'phone', kind: 'tel' },
];

function Panel({ id, title, children, open = false }: { id: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details id={`cv-section-${id}`} open={open} className="group rounded-2xl border border-gray-200 bg-gray-50">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-2xl px-4 py-3 text-base font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-teal-700">
        <h2>{title}</h2>
        <span aria-hidden="true" className="text-gray-500 group-open:rotate-180 motion-safe:transition-transform">
          ▾
        </span>
      </summary>
      <div className="space-y-4 px-4 pb-4">{children}</div>
    </details>
  );
}

export function BuilderForm({ cvId }: { cvId: number }) {
  const { t } = useTranslation('cv');
  const data = useAppSelector((state) => selectCv(state).builderData);
  return (
    <div className="space-y-3">
      <Panel id="personalInfo" title={t('sections.personalInfo.title')} open>
        <PersonalInfoFields cvId={cvId} />
      </Panel>
      <Panel id="summary" title={t('sections.summary.title')}>
        <SummaryFields />
      </Panel>
      <Panel id="experience" title={t('sections.experience.title')} open>
        <EntryList
          section="experience"
          items={data.experience}
          fields={EXPERIENCE_FIELDS}
          blank={{ company: '', position: '', startDate: '', endDate: '', current: false, description: '', location: '' }}
          nameOf={(item) => [item.position, item.company].filter(Boolean).join(', ')}
        />
      </Panel>
      <Panel id="education" title={t('sections.education.title')}>
        <EntryList
          section="education"
          items={data.education}
          fields={EDUCATION_FIELDS}
          blank={{ institution: '', degree: '', field: '', startDate: '', endDate: '', current: false, gpa: '', description: '', location: '' }}
          nameOf={(item) => [item.degree, item.institution].filter(Boolean).join(', ')}
        />
      </Panel>
      <Panel id="skills" title={t('sections.skills.title')}>
        <SkillsFields />
      </Panel>
      <Panel id="certifications" title={t('sections.certifications.title')}>
        <EntryList
          section="certifications"
          items={data.certifications}
          fields={CERTIFICATION_FIELDS}
          blank={{ name: '', issuer: '', date: '', expiryDate: '', credentialId: '', url: '' }}
          nameOf={(item) => item.name}
        />
      </Panel>
      <Panel id="projects" title={t('sections.projects.title')}>
        <EntryList
          section="projects"
          items={data.projects}
          fields={PROJECT_FIELDS}
          blank={{ name: '', description: '', technologies: [], startDate: '', endDate: '', url: '', github: '' }}
          nameOf={(item) => item.name}
        />
      </Panel>
      <Panel id="achievements" title={t('sections.achievements.title')}>
        <EntryList section="achievements" items={data.achievements} fields={ACHIEVEMENT_FIELDS} blank={{ title: '', description: '', date: '' }} nameOf={(item) => item.title} />
      </Panel>
      <Panel id="references" title={t('sections.references.title')}>
        <EntryList
          section="references"
          items={data.references}
          fields={REFERENCE_FIELDS}
          blank={{ name: '', position: '', company: '', email: '', phone: '', relationship: '' }}
          nameOf={(item) => item.name}
        />
      </Panel>
      <Panel id="customSections" title={t('sections.customSections.title')}>
        <CustomSectionsFields sections={data.customSections} />
      </Panel>
    </div>
  );
}

function PersonalInfoFields({ cvId }: { cvId: number }) {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const info = useAppSelector((state) => selectCv(state).builderData.personalInfo);
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    setPhotoError(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
      setPhotoError(t('photo.type'));
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setPhotoError(t('photo.tooLarge'));
      return;
    }
    setProgress(0);
    const result = await dispatch(uploadCVPhoto({ id: cvId, photo: file, onProgress: setProgress }));
    setProgress(null);
    if (fileRef.current) fileRef.current.value = '';
    if (uploadCVPhoto.rejected.match(result)) {
      const message = result.payload?.fromServer ? result.payload.message : t('photo.failed');
      setPhotoError(message);
      toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.updateFailed);
    } else {
      toast('success', t('photo.uploaded'));
    }
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {PERSONAL_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`personal-${field.name}`}
            label={t(`fields.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            value={info[field.name]}
            onChange={(event) => dispatch(personalInfoUpdated({ [field.name]: event.target.value }))}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-gray-200 bg-white p-3">
        {info.profilePhoto ? (
          <img src={info.profilePhoto} alt={t('photo.current')} width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-gray-200 text-xs text-gray-600">{t('photo.none')}</span>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor="cv-photo" className="block text-sm font-medium text-gray-900">
            {t('photo.label')}
          </label>
          <input
            ref={fileRef}
            id="cv-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="cv-photo-hint"
            disabled={progress !== null}
            onChange={(event) => void upload(event.target.files?.[0])}
            className="min-h-11 w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:text-sm file:font-medium file:text-white"
          />
          <p id="cv-photo-hint" className="text-sm text-gray-600">
            {t('photo.hint')}
          </p>
          {progress !== null ? <UploadProgress percent={progress} label={t('photo.uploading')} /> : null}
          {photoError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {photoError}
            </p>
          ) : null}
          {info.profilePhoto ? (
            <Button variant="ghost" size="sm" onClick={() => dispatch(personalInfoUpdated({ profilePhoto: '' }))}>
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function SummaryFields() {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const info = useAppSelector((state) => selectCv(state).builderData.personalInfo);
  return (
    <div className="space-y-3">
      <TextareaField id="personal-summary" label={t('fields.summary')} hint={t('fields.summaryHint')} rows={5} value={info.summary} onChange={(event) => dispatch(personalInfoUpdated({ summary: event.target.value }))} />
      <TextareaField id="personal-objective" label={t('fields.objective')} rows={3} value={info.objective} onChange={(event) => dispatch(personalInfoUpdated({ objective: event.target.value }))} />
    </div>
  );
}

function SkillsFields() {
  const { t } = useTranslation('cv');
  const skills = useAppSelector((state) => selectCv(state).builderData.skills);
  return (
    <div className="space-y-5">
      {SKILL_CATEGORIES.map((category) => (
        <SkillCategoryFields key={category} category={category} />
      ))}
      <p className="sr-only" aria-live="polite">
        {t('skills.count', { count: skills.technical.length + skills.soft.length + skills.languages.length })}
      </p>
    </div>
  );
}

function SkillCategoryFields({ category }: { category: SkillCategory }) {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectCv(state).builderData.skills[category]);
  const [name, setName] = useState('');
  const [level, setLevel] = useState<string>('intermediate');
  const [notice, setNotice] = useState<string | null>(null);

  function add() {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (list.some((skill) => skill.name.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase())) {
      setNotice(t('skills.duplicate', { name: trimmed }));
      return;
    }
    dispatch(skillAdded({ category, skill: { name: trimmed, level } }));
    setName('');
    setNotice(null);
  }

  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t(`skills.${category}`)}</legend>
      <ul className="mb-3 space-y-2" aria-label={t(`skills.${category}`)}>
        {list.map((skill, index) => (
          <li key={`${skill.name}-${index}`} className="flex flex-wrap items-center gap-2">
            <span className="min-w-24 flex-1 font-medium break-words">{skill.name}</span>
            <label className="sr-only" htmlFor={`skill-${category}-${index}-level`}>
              {t('skills.levelOf', { name: skill.name })}
            </label>
            <select
              id={`skill-${category}-${index}-level`}
              className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-base"
              value={skill.level}
              onChange={(event) => dispatch(skillUpdated({ category, index, level: event.target.value }))}
            >
              {SKILL_LEVELS.map((item) => (
                <option key={item} value={item}>
                  {t(`levels.${item}`)}
                </option>
              ))}
            </select>
            <Button variant="secondary" size="sm" disabled={index === 0} aria-label={t('entry.moveUp', { name: skill.name })} onClick={() => dispatch(skillMoved({ category, index, direction: 'up' }))}>
              {t('entry.up')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={index === list.length - 1}
              aria-label={t('entry.moveDown', { name: skill.name })}
              onClick={() => dispatch(skillMoved({ category, index, direction: 'down' }))}
            >
              {t('entry.down')}
            </Button>
            <Button variant="ghost" size="sm" className="text-red-700!" aria-label={t('entry.remove', { name: skill.name })} onClick={() => dispatch(skillRemoved({ category, index }))}>
              {t('entry.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <FormField id={`skill-${category}-new`} label={t('skills.name')} className="min-w-40 flex-1" value={name} onChange={(event) => setName(event.target.value)} />
        <SelectField id={`skill-${category}-new-level`} label={t('skills.level')} value={level} onChange={(event) => setLevel(event.target.value)}>
          {SKILL_LEVELS.map((item) => (
            <option key={item} value={item}>
              {t(`levels.${item}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" disabled={list.length >= MAX_CV_ITEMS}>
          {t(`skills.add.${category}`)}
        </Button>
      </form>
      {notice ? (
        <p role="status" className="mt-2 text-sm text-gray-700">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}

function CustomSectionsFields({ sections }: { sections: CustomSection[] }) {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const update = (section: CustomSection, changes: Partial<CustomSection>) => dispatch(itemUpdated({ section: 'customSections', id: section.id, changes }));
  const updateItem = (section: CustomSection, id: string, changes: Partial<CustomItem>) =>
    update(section, { items: section.items.map((item) => (item.id === id ? { ...item, ...changes } : item)) });
  const moveItem = (section: CustomSection, index: number, step: -1 | 1) => {
    const items = [...section.items];
    const [item] = items.splice(index, 1);
    items.splice(index + step, 0, item!);
    update(section, { items });
  };
  return (
    <div className="space-y-4">
      {sections.length === 0 ? <p className="text-sm text-gray-600">{t('sections.customSections.empty')}</p> : null}
      {sections.map((section, index) => {
        const label = section.title || t('sections.customSections.untitled', { number: index + 1 });
        return (
          <fieldset key={section.id} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-gray-900">{label}</legend>
            <FormField id={`custom-${section.id}-title`} label={t('fields.sectionTitle')} value={section.title} onChange={(event) => update(section, { title: event.target.value })} />
            <ol className="space-y-3">
              {section.items.map((item, itemIndex) => (
                <li key={item.id} className="grid gap-2 rounded-lg border border-gray-100 p-3 sm:grid-cols-2">
                  <FormField id={`custom-${item.id}-title`} label={t('fields.title')} value={item.title} onChange={(event) => updateItem(section, item.id, { title: event.target.value })} />
                  <FormField id={`custom-${item.id}-subtitle`} label={t('fields.subtitle')} value={item.subtitle} onChange={(event) => updateItem(section, item.id, { subtitle: event.target.value })} />
                  <FormField id={`custom-${item.id}-date`} label={t('fields.date')} type="month" value={item.date} onChange={(event) => updateItem(section, item.id, { date: event.target.value })} />
                  <TextareaField
                    id={`custom-${item.id}-description`}
                    label={t('fields.description')}
                    className="sm:col-span-2"
                    rows={3}
                    value={item.description}
                    onChange={(event) => updateItem(section, item.id, { description: event.target.value })}
                  />
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <Button variant="secondary" size="sm" disabled={itemIndex === 0} aria-label={t('entry.moveUp', { name: item.title || itemIndex + 1 })} onClick={() => moveItem(section, itemIndex, -1)}>
                      {t('entry.up')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={itemIndex === section.items.length - 1}
                      aria-label={t('entry.moveDown', { name: item.title || itemIndex + 1 })}
                      onClick={() => moveItem(section, itemIndex, 1)}
                    >
                      {t('entry.down')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700!"
                      aria-label={t('entry.remove', { name: item.title || itemIndex + 1 })}
                      onClick={() => update(section, { items: section.items.filter((other) => other.id !== item.id) })}
                    >
                      {t('entry.removeShort')}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={section.items.length >= MAX_CV_ITEMS}
                onClick={() => update(section, { items: [...section.items, { id: newItemId('item'), title: '', subtitle: '', date: '', description: '' }] })}
              >
                {t('sections.customSections.addItem')}
              </Button>
              <Button variant="secondary" size="sm" disabled={index === 0} aria-label={t('entry.moveUp', { name: label })} onClick={() => dispatch(itemMoved({ section: 'customSections', id: section.id, direction: 'up' }))}>
                {t('entry.up')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === sections.length - 1}
                aria-label={t('entry.moveDown', { name: label })}
                onClick={() => dispatch(itemMoved({ section: 'customSections', id: section.id, direction: 'down' }))}
              >
                {t('entry.down')}
              </Button>
              <Button variant="ghost" size="sm" className="text-red-700!" aria-label={t('entry.remove', { name: label })} onClick={() => dispatch(itemRemoved({ section: 'customSections', id: section.id }))}>
                {t('entry.removeShort')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" disabled={sections.length >= MAX_CV_ITEMS} onClick={() => dispatch(itemAdded('customSections', { title: '', items: [] }))}>
        {t('sections.customSections.add')}
      </Button>
    </div>
  );
}
