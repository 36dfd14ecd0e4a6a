/** The CV area's types, as the server's JSON carries them (internal/jobportal/cvs.go). */

export const CV_LANGUAGES = ['en', 'si', 'ta'] as const;
export type CVLanguage = (typeof CV_LANGUAGES)[number];

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const CV_TEMPLATES = ['modern', 'classic', 'compact', 'sidebar'] as const;
export type CVTemplateId = (typeof CV_TEMPLATES)[number];

export const COLOR_SCHEMES = ['blue', 'teal', 'green', 'purple', 'red', 'gray'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const SPACINGS = ['compact', 'normal', 'relaxed'] as const;
export const LAYOUTS = ['single-column', 'two-column'] as const;

/** The most CVs one person keeps, and the most entries in one list. */
export const MAX_CVS = 20;
export const MAX_CV_ITEMS = 50;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
  dateOfBirth: string;
  nationality: string;
  profilePhoto: string;
  summary: string;
  objective: string;
}

export interface Experience {
  id: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
  location: string;
}

export interface Education {
  id: string;
  institution: string;
  degree: string;
  field: string;
  startDate: string;
  endDate: string;
  current: boolean;
  gpa: string;
  description: string;
  location: string;
}

export interface Skill {
  name: string;
  level: string;
}

export interface Skills {
  technical: Skill[];
  soft: Skill[];
  languages: Skill[];
}

export type SkillCategory = keyof Skills;
export const SKILL_CATEGORIES: readonly SkillCategory[] = ['technical', 'soft', 'languages'];

export interface Certification {
  id: string;
  name: string;
  issuer: string;
  date: string;
  expiryDate: string;
  credentialId: string;
  url: string;
}

export interface Project {
  id: string;
  name: string;
  description: string;
  technologies: string[];
  startDate: string;
  endDate: string;
  url: string;
  github: string;
}

export interface Achievement {
  id: string;
  title: string;
  description: string;
  date: string;
}

export interface Reference {
  id: string;
  name: string;
  position: string;
  company: string;
  email: string;
  phone: string;
  relationship: string;
}

export interface CustomItem {
  id: string;
  title: string;
  subtitle: string;
  date: string;
  description: string;
}

export interface CustomSection {
  id: string;
  title: string;
  items: CustomItem[];
}

/** SPEC's builderData. */
export interface CVData {
  personalInfo: PersonalInfo;
  experience: Experience[];
  education: Education[];
  skills: Skills;
  certifications: Certification[];
  projects: Project[];
  achievements: Achievement[];
  references: Reference[];
  customSections: CustomSection[];
}

/** The lists of builderData whose entries have an id (skills are kept by category). */
export interface ListSections {
  experience: Experience;
  education: Education;
  certifications: Certification;
  projects: Project;
  achievements: Achievement;
  references: Reference;
  customSections: CustomSection;
}
export type ListSection = keyof ListSections;
export const LIST_SECTIONS: readonly ListSection[] = ['experience', 'education', 'certifications', 'projects', 'achievements', 'references', 'customSections'];

export const SECTION_KEYS = [
  'personalInfo',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'achievements',
  'references',
  'customSections',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface CVCustomization {
  template: string;
  colorScheme: string;
  fontSize: string;
  spacing: string;
  layout: string;
  showPhoto: boolean;
  sectionOrder: string[];
}

export interface CV {
  id: number;
  title: string;
  language: CVLanguage;
  version: number;
  builderData: CVData;
  customization: CVCustomization;
  views: number;
  downloads: number;
  completionPercentage: number;
  createdAt: string;
  updatedAt: string;
}

/** A shared CV as a visitor gets it: no counts and no version. */
export type PublicCV = Omit<CV, 'views' | 'downloads' | 'version'>;

export interface CVTemplate {
  id: string;
  name: string;
  description: string;
  atsFriendly: boolean;
  thumbnailUrl: string;
}

export interface CreateCVInput {
  title?: string;
  template?: string;
  language?: CVLanguage;
  from?: 'empty' | 'profile';
}

export interface UpdateCVInput {
  id: number;
  version: number;
  title?: string;
  language?: CVLanguage;
  builderData?: CVData;
  customization?: CVCustomization;
}

export interface CVDashboard {
  totalCVs: number;
  totalViews: number;
  totalDownloads: number;
  lastUpdated: string | null;
  completionPercentage: number;
}

export interface CVStats {
  totalViews: number;
  totalDownloads: number;
  lastUpdated: string | null;
  completionPercentage: number;
}

export interface ShareLink {
  id: number;
  cvId: number;
  token: string;
  url: string;
  expiresAt: string | null;
  allowDownload: boolean;
  views: number;
  createdAt: string;
}

export interface ShareOptions {
  /** 1..365, or null for a link that never expires. */
  expiresInDays: number | null;
  allowDownload: boolean;
}

export interface SharedCV {
  cv: PublicCV;
  allowDownload: boolean;
  pdfUrl: string | null;
}

export type ImportSource = 'json-resume' | 'linkedin' | 'text';

export interface LinkedInFiles {
  profile?: string;
  positions?: string;
  education?: string;
  skills?: string;
}

export interface ImportInput {
  source: ImportSource;
  data: unknown;
}

export interface ImportResult {
  source: ImportSource;
  builderData: CVData;
  warnings: string[];
  importedAt: string;
}

export interface ImportEntry {
  id: string;
  source: string;
  timestamp: string;
}

export interface ExportEntry {
  id: string;
  cvId: number;
  format: string;
  url: string;
  timestamp: string;
}

export interface AnalysisCheck {
  id: string;
  section: string;
  passed: boolean;
  message: string;
  /** The message's words and values, for a reader of another language (features/cv/analysis-words.ts). */
  text?: string;
  values?: Record<string, unknown>;
}

export interface Suggestion {
  id: string;
  type: string;
  title: string;
  message: string;
  text?: string;
  values?: Record<string, unknown>;
  skill?: string;
  summary?: string;
}

export interface CVAnalysis {
  cvId: number;
  score: number;
  completionPercentage: number;
  checks: AnalysisCheck[];
  suggestions: Suggestion[];
  analyzedAt: string;
}

/** SPEC's export options. */
export interface ExportOptions {
  format: 'pdf';
  quality: 'high';
  includePhoto: boolean;
  watermark: boolean;
}

/** What generate-pdf answers: the file, its name and where the kept copy is. */
export interface GeneratedPDF {
  blob: Blob;
  fileName: string;
  pdfUrl: string;
  exportId: string | null;
  warning: string | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
