/**
 * The CV as it will print, drawn in HTML and CSS in its template (modern: a coloured band for the
 * name; classic: a serif page with a centred name and ruled headings; compact: a plain single
 * column that tracking systems read well; sidebar: a coloured side column with contact and
 * skills), honouring the colour scheme, font size, spacing, layout, photo and section order. The
 * headings are in the CV's language, not the reader's.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { CVCustomization, CVData, CVLanguage, Skill } from '@/features/cv/types';
import '@/features/cv/texts';

export const SCHEME_COLORS: Record<string, { accent: string; soft: string }> = {
  blue: { accent: '#1d4ed8', soft: '#dbeafe' },
  teal: { accent: '#0f766e', soft: '#ccfbf1' },
  green: { accent: '#15803d', soft: '#dcfce7' },
  purple: { accent: '#7e22ce', soft: '#f3e8ff' },
  red: { accent: '#b91c1c', soft: '#fee2e2' },
  gray: { accent: '#374151', soft: '#e5e7eb' },
};

const FONT_PX: Record<string, number> = { small: 12, medium: 14, large: 16 };
const GAP_REM: Record<string, number> = { compact: 0.5, normal: 1, relaxed: 1.6 };

/** Sections that go to the side column in the two-column layout and the sidebar template. */
const SIDE_SECTIONS = new Set(['skills', 'certifications', 'references']);

interface CvPreviewProps {
  data: CVData;
  customization: CVCustomization;
  language: CVLanguage;
}

function range(start: string, end: string, current: boolean, present: string): string {
  const to = current ? present : end;
  return [start, to].filter(Boolean).join(' – ');
}

function fullName(data: CVData): string {
  return [data.personalInfo.firstName, data.personalInfo.lastName].filter(Boolean).join(' ');
}

interface Look {
  headingStyle: CSSProperties;
  gap: string;
  template: string;
}

function Section({ look, id, title, children, side = false }: { look: Look; id: string; title: string; children: ReactNode; side?: boolean }) {
  const heading: CSSProperties = side && look.template === 'sidebar' ? { color: '#fff', borderBottom: '1px solid rgba(255,255,255,0.5)' } : look.headingStyle;
  return (
    <section data-section={id} style={{ marginBottom: look.gap }}>
      <h3 style={{ fontWeight: 700, marginBottom: '0.35rem', ...heading }}>{title}</h3>
      {children}
    </section>
  );
}

export function CvPreview({ data, customization, language }: CvPreviewProps) {
  const { t } = useTranslation('cv', { lng: language });
  // The preview is named in the interface's language, outside the CV's own (its lang), so that a
  // screen reader says the name with the page's voice.
  const { t: ui } = useTranslation('cv');
  const labelId = useId();
  const template = customization.template;
  const colors = SCHEME_COLORS[customization.colorScheme] ?? SCHEME_COLORS.blue!;
  const gap = `${GAP_REM[customization.spacing] ?? 1}rem`;
  const info = data.personalInfo;
  const name = fullName(data);
  const photo = customization.showPhoto && template !== 'compact' && info.profilePhoto ? info.profilePhoto : '';
  const contact = [info.email, info.phone, [info.address, info.city, info.postalCode, info.country].filter(Boolean).join(', ')].filter(Boolean);
  const order = [...customization.sectionOrder];
  if (!order.includes('customSections')) order.push('customSections');
  const sideColumn = template === 'sidebar' || (customization.layout === 'two-column' && template !== 'compact');

  const headingStyle: CSSProperties =
    template === 'classic'
      ? { borderBottom: `1px solid ${colors.accent}`, textAlign: 'center', letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.95em' }
      : template === 'compact'
        ? { textTransform: 'uppercase', fontSize: '0.9em', color: colors.accent, borderBottom: '1px solid #d1d5db' }
        : template === 'sidebar'
          ? { color: colors.accent, fontSize: '1.05em' }
          : { color: colors.accent, fontSize: '1.1em', borderLeft: `4px solid ${colors.accent}`, paddingLeft: '0.5rem' };

  const look: Look = { headingStyle, gap, template };

  function skillLine(skills: Skill[]) {
    return (
      <ul style={{ display: 'flex', flexDirection: 'column', gap: '0.15rem' }}>
        {skills.map((skill) => (
          <li key={skill.name}>
            {skill.name}
            {skill.level ? <span style={{ opacity: 0.75 }}> · {t(`levels.${skill.level}`, { defaultValue: skill.level })}</span> : null}
          </li>
        ))}
      </ul>
    );
  }

  function render(key: string, side: boolean): ReactNode {
    switch (key) {
      case 'summary':
        if (!info.summary && !info.objective) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.summary')} side={side}>
            {info.summary ? <p style={{ whiteSpace: 'pre-line' }}>{info.summary}</p> : null}
            {info.objective ? (
              <p style={{ whiteSpace: 'pre-line', marginTop: '0.35rem' }}>
                <strong>{t('preview.objective')}: </strong>
                {info.objective}
              </p>
            ) : null}
          </Section>
        );
      case 'experience':
        if (data.experience.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.experience')} side={side}>
            {data.experience.map((item) => (
              <article key={item.id} style={{ marginBottom: '0.5rem' }}>
                <p style={{ fontWeight: 600 }}>
                  {[item.position, item.company].filter(Boolean).join(' · ')}
                </p>
                <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{[range(item.startDate, item.endDate, item.current, t('preview.present')), item.location].filter(Boolean).join(' · ')}</p>
                {item.description ? <p style={{ whiteSpace: 'pre-line' }}>{item.description}</p> : null}
              </article>
            ))}
          </Section>
        );
      case 'education':
        if (data.education.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.education')} side={side}>
            {data.education.map((item) => (
              <article key={item.id} style={{ marginBottom: '0.5rem' }}>
                <p style={{ fontWeight: 600 }}>{[item.degree, item.field].filter(Boolean).join(', ')}</p>
                <p>{item.institution}</p>
                <p style={{ fontSize: '0.85em', opacity: 0.8 }}>
                  {[range(item.startDate, item.endDate, item.current, t('preview.present')), item.location, item.gpa ? `${t('preview.gpa')} ${item.gpa}` : ''].filter(Boolean).join(' · ')}
                </p>
                {item.description ? <p style={{ whiteSpace: 'pre-line' }}>{item.description}</p> : null}
              </article>
            ))}
          </Section>
        );
      case 'skills': {
        const { technical, soft, languages } = data.skills;
        if (technical.length + soft.length + languages.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.skills')} side={side}>
            {technical.length > 0 ? (
              <div style={{ marginBottom: '0.35rem' }}>
                <p style={{ fontWeight: 600 }}>{t('preview.technical')}</p>
                {skillLine(technical)}
              </div>
            ) : null}
            {soft.length > 0 ? (
              <div style={{ marginBottom: '0.35rem' }}>
                <p style={{ fontWeight: 600 }}>{t('preview.soft')}</p>
                {skillLine(soft)}
              </div>
            ) : null}
            {languages.length > 0 ? (
              <div>
                <p style={{ fontWeight: 600 }}>{t('preview.languages')}</p>
                {skillLine(languages)}
              </div>
            ) : null}
          </Section>
        );
      }
      case 'certifications':
        if (data.certifications.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.certifications')} side={side}>
            {data.certifications.map((item) => (
              <p key={item.id} style={{ marginBottom: '0.25rem' }}>
                <strong>{item.name}</strong>
                {item.issuer ? ` · ${item.issuer}` : ''}
                {item.date ? ` · ${item.date}` : ''}
              </p>
            ))}
          </Section>
        );
      case 'projects':
        if (data.projects.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.projects')} side={side}>
            {data.projects.map((item) => (
              <article key={item.id} style={{ marginBottom: '0.5rem' }}>
                <p style={{ fontWeight: 600 }}>{item.name}</p>
                {item.technologies.length > 0 ? <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{item.technologies.join(', ')}</p> : null}
                {item.description ? <p style={{ whiteSpace: 'pre-line' }}>{item.description}</p> : null}
                {item.url || item.github ? <p style={{ fontSize: '0.85em', wordBreak: 'break-all' }}>{[item.url, item.github].filter(Boolean).join(' · ')}</p> : null}
              </article>
            ))}
          </Section>
        );
      case 'achievements':
        if (data.achievements.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.achievements')} side={side}>
            {data.achievements.map((item) => (
              <p key={item.id} style={{ marginBottom: '0.25rem' }}>
                <strong>{item.title}</strong>
                {item.date ? ` · ${item.date}` : ''}
                {item.description ? ` – ${item.description}` : ''}
              </p>
            ))}
          </Section>
        );
      case 'references':
        if (data.references.length === 0) return null;
        return (
          <Section look={look} key={key} id={key} title={t('preview.references')} side={side}>
            {data.references.map((item) => (
              <p key={item.id} style={{ marginBottom: '0.35rem' }}>
                <strong>{item.name}</strong>
                <br />
                {[item.position, item.company].filter(Boolean).join(', ')}
                {item.email || item.phone ? <br /> : null}
                {[item.email, item.phone].filter(Boolean).join(' · ')}
              </p>
            ))}
          </Section>
        );
      case 'customSections':
        return data.customSections.map((section) => (
          <Section look={look} key={section.id} id={`custom-${section.id}`} title={section.title || t('preview.more')} side={side}>
            {section.items.map((item) => (
              <article key={item.id} style={{ marginBottom: '0.4rem' }}>
                <p style={{ fontWeight: 600 }}>{[item.title, item.subtitle].filter(Boolean).join(' · ')}</p>
                {item.date ? <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{item.date}</p> : null}
                {item.description ? <p style={{ whiteSpace: 'pre-line' }}>{item.description}</p> : null}
              </article>
            ))}
          </Section>
        ));
      default:
        return null;
    }
  }

  const bodyKeys = order.filter((key) => key !== 'personalInfo');
  const mainKeys = sideColumn ? bodyKeys.filter((key) => !SIDE_SECTIONS.has(key)) : bodyKeys;
  const sideKeys = sideColumn ? bodyKeys.filter((key) => SIDE_SECTIONS.has(key)) : [];

  const photoElement = photo ? (
    <img src={photo} alt="" width={96} height={96} style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: template === 'classic' ? 4 : '9999px' }} />
  ) : null;

  const header =
    template === 'modern' ? (
      <header style={{ background: colors.accent, color: '#fff', padding: '1.25rem 1.5rem', display: 'flex', gap: '1rem', alignItems: 'center' }}>
        {photoElement}
        <div style={{ minWidth: 0 }}>
          <h2 style={{ fontSize: '1.8em', fontWeight: 700, lineHeight: 1.15 }}>{name}</h2>
          <p style={{ fontSize: '0.9em', opacity: 0.95, wordBreak: 'break-word' }}>{contact.join(' · ')}</p>
        </div>
      </header>
    ) : template === 'classic' ? (
      <header style={{ textAlign: 'center', padding: '1.25rem 1.5rem 0.5rem', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}>
        {photoElement}
        <h2 style={{ fontSize: '1.9em', fontWeight: 600, letterSpacing: '0.04em' }}>{name}</h2>
        <p style={{ fontSize: '0.9em', wordBreak: 'break-word' }}>{contact.join(' | ')}</p>
        <hr style={{ width: '100%', borderColor: colors.accent, borderTopWidth: 2 }} />
      </header>
    ) : template === 'compact' ? (
      <header style={{ padding: '1rem 1.25rem 0.25rem' }}>
        <h2 style={{ fontSize: '1.5em', fontWeight: 700 }}>{name}</h2>
        <p style={{ fontSize: '0.9em', wordBreak: 'break-word' }}>{contact.join(' | ')}</p>
      </header>
    ) : null;

  const main = <div style={{ flex: '1 1 0', minWidth: 0, padding: template === 'compact' ? '0.75rem 1.25rem' : '1rem 1.5rem' }}>{mainKeys.map((key) => render(key, false))}</div>;

  const side =
    template === 'sidebar' ? (
      <aside style={{ background: colors.accent, color: '#fff', padding: '1.25rem 1rem', flex: '0 0 34%', minWidth: 0 }}>
        {photoElement ? <div style={{ marginBottom: '0.75rem' }}>{photoElement}</div> : null}
        <h2 style={{ fontSize: '1.5em', fontWeight: 700, lineHeight: 1.15, marginBottom: '0.5rem', wordBreak: 'break-word' }}>{name}</h2>
        <ul style={{ fontSize: '0.85em', marginBottom: gap, wordBreak: 'break-word' }}>
          {contact.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {sideKeys.map((key) => render(key, true))}
      </aside>
    ) : sideKeys.length > 0 ? (
      <aside style={{ background: colors.soft, padding: '1rem', flex: '0 0 34%', minWidth: 0 }}>{sideKeys.map((key) => render(key, true))}</aside>
    ) : null;

  return (
    <>
      <span id={labelId} className="sr-only">
        {ui('preview.label')}
      </span>
      <div
        role="document"
        aria-labelledby={labelId}
        data-template={template}
        data-layout={sideColumn ? 'two-column' : 'single-column'}
        lang={language}
        className="overflow-hidden rounded-lg border border-gray-300 bg-white text-gray-900 shadow-sm"
        style={{
          fontSize: `${FONT_PX[customization.fontSize] ?? 14}px`,
          lineHeight: customization.spacing === 'compact' ? 1.35 : customization.spacing === 'relaxed' ? 1.7 : 1.5,
          fontFamily: template === 'classic' ? 'Georgia, "Times New Roman", "Noto Serif Sinhala", "Noto Serif Tamil", serif' : undefined,
        }}
      >
        {header}
        {sideColumn ? (
          <div style={{ display: 'flex', flexWrap: 'wrap' }}>
            {template === 'sidebar' ? side : null}
            {main}
            {template === 'sidebar' ? null : side}
          </div>
        ) : (
          main
        )}
      </div>
    </>
  );
}
