/**
 * The CV state of SPEC section 3 and the CV builder's rules of section 4: the person's CVs, the
 * one open in the builder (builderData and customization, with unsaved-change tracking), the
 * templates, analysis and suggestions, share links, import and export history and the figures.
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  analyzeCV,
  createCV,
  cvConflictDetected,
  deleteCV,
  duplicateCV,
  fetchCV,
  fetchCVDashboard,
  fetchCVTemplates,
  fetchExportHistory,
  fetchImportHistory,
  fetchShareLinks,
  fetchSharedCV,
  fetchUserCVs,
  generatePDF,
  importCVData,
  revokeShareLink,
  shareCV,
  updateCV,
  uploadCVPhoto,
} from '@/features/cv/cv-thunks';
import { installCvReducer } from '@/features/cv/cv-reducer';
import type {
  CV,
  CVAnalysis,
  CVCustomization,
  CVData,
  CVLanguage,
  CVStats,
  CVTemplate,
  ExportEntry,
  ExportOptions,
  ImportEntry,
  ListSection,
  PersonalInfo,
  ShareLink,
  SharedCV,
  Skill,
  SkillCategory,
  Suggestion,
} from '@/features/cv/types';

export const DEFAULT_SECTION_ORDER = [
  'personalInfo',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'achievements',
  'references',
];

export function emptyPersonalInfo(): PersonalInfo {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    postalCode: '',
    dateOfBirth: '',
    nationality: '',
    profilePhoto: '',
    summary: '',
    objective: '',
  };
}

export function emptyBuilderData(): CVData {
  return {
    personalInfo: emptyPersonalInfo(),
    experience: [],
    education: [],
    skills: { technical: [], soft: [], languages: [] },
    certifications: [],
    projects: [],
    achievements: [],
    references: [],
    customSections: [],
  };
}

export function defaultCustomization(): CVCustomization {
  return {
    template: 'modern',
    colorScheme: 'blue',
    fontSize: 'medium',
    spacing: 'normal',
    layout: 'single-column',
    showPhoto: true,
    sectionOrder: [...DEFAULT_SECTION_ORDER],
  };
}

/** An id for a new item, from the current time (SPEC section 3): 'exp-1732700000000'. */
export function newItemId(prefix: string): string {
  return `${prefix}-${Date.now()}`;
}

const LOADING_KEYS = [
  'fetchCVs',
  'fetchCV',
  'create',
  'update',
  'delete',
  'duplicate',
  'dashboard',
  'templates',
  'pdf',
  'share',
  'shareLinks',
  'revoke',
  'import',
  'analyze',
  'photo',
  'exports',
  'imports',
  'shared',
] as const;
export type CvLoadingKey = (typeof LOADING_KEYS)[number];

export type SharedStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';

export interface CvState {
  userCVs: CV[];
  /** Whether the list has been fetched once (an empty list then means no CVs). */
  userCVsLoaded: boolean;
  currentCV: CV | null;
  cvDetails: Record<number, CV>;
  templates: CVTemplate[];
  selectedTemplate: string;
  analysis: Record<number, CVAnalysis>;
  suggestions: Suggestion[];
  shareLinks: Record<number, ShareLink[]>;
  importHistory: ImportEntry[];
  exportHistory: ExportEntry[];
  cvStats: CVStats;
  totalCVs: number;
  activeSection: string;
  previewMode: boolean;
  sidebarCollapsed: boolean;
  autoSave: boolean;
  lastSaved: string | null;
  hasUnsavedChanges: boolean;
  /** Counts the builder's edits, so a save answered after a newer edit leaves it unsaved. */
  revision: number;
  builderData: CVData;
  customization: CVCustomization;
  exportOptions: ExportOptions;
  /** The newer stored version when a save met a 409, until the person decides. */
  conflict: CV | null;
  importWarnings: string[];
  shared: { token: string | null; status: SharedStatus; value: SharedCV | null; error: string | null };
  loading: Record<CvLoadingKey, boolean>;
  error: string | null;
}

function noLoading(): Record<CvLoadingKey, boolean> {
  return Object.fromEntries(LOADING_KEYS.map((key) => [key, false])) as Record<CvLoadingKey, boolean>;
}

export const initialCvState: CvState = {
  userCVs: [],
  userCVsLoaded: false,
  currentCV: null,
  cvDetails: {},
  templates: [],
  selectedTemplate: 'modern',
  analysis: {},
  suggestions: [],
  shareLinks: {},
  importHistory: [],
  exportHistory: [],
  cvStats: { totalViews: 0, totalDownloads: 0, lastUpdated: null, completionPercentage: 0 },
  totalCVs: 0,
  activeSection: 'personalInfo',
  previewMode: false,
  sidebarCollapsed: false,
  autoSave: true,
  lastSaved: null,
  hasUnsavedChanges: false,
  revision: 0,
  builderData: emptyBuilderData(),
  customization: defaultCustomization(),
  exportOptions: { format: 'pdf', quality: 'high', includePhoto: true, watermark: false },
  conflict: null,
  importWarnings: [],
  shared: { token: null, status: 'idle', value: null, error: null },
  loading: noLoading(),
  error: null,
};

/** A CV's builderData with every list present (a server's answer always has them; be safe). */
function completeData(data: Partial<CVData> | undefined): CVData {
  const empty = emptyBuilderData();
  if (!data) return empty;
  return {
    personalInfo: { ...empty.personalInfo, ...data.personalInfo },
    experience: data.experience ?? [],
    education: data.education ?? [],
    skills: {
      technical: data.skills?.technical ?? [],
      soft: data.skills?.soft ?? [],
      languages: data.skills?.languages ?? [],
    },
    certifications: data.certifications ?? [],
    projects: data.projects ?? [],
    achievements: data.achievements ?? [],
    references: data.references ?? [],
    customSections: data.customSections ?? [],
  };
}

function edited(state: CvState): void {
  state.hasUnsavedChanges = true;
  state.revision += 1;
}

function openInBuilder(state: CvState, cv: CV): void {
  state.currentCV = cv;
  state.cvDetails[cv.id] = cv;
  state.builderData = completeData(cv.builderData);
  state.customization = { ...defaultCustomization(), ...cv.customization };
  state.selectedTemplate = state.customization.template;
  state.hasUnsavedChanges = false;
  state.conflict = null;
  state.importWarnings = [];
}

function resetBuilder(state: CvState): void {
  state.currentCV = null;
  state.builderData = emptyBuilderData();
  state.customization = defaultCustomization();
  state.selectedTemplate = 'modern';
  state.hasUnsavedChanges = false;
  state.lastSaved = null;
  state.conflict = null;
  state.suggestions = [];
  state.activeSection = 'personalInfo';
  state.importWarnings = [];
}

function replaceInList(state: CvState, cv: CV): void {
  const index = state.userCVs.findIndex((item) => item.id === cv.id);
  if (index >= 0) state.userCVs[index] = cv;
  if (state.cvDetails[cv.id]) state.cvDetails[cv.id] = cv;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Adds a skill unless that category already has one of the name (any case); true if added. */
function addSkill(skills: Skill[], skill: Skill): boolean {
  const name = skill.name.trim();
  if (name === '' || skills.some((item) => sameName(item.name, name))) return false;
  skills.push({ name, level: skill.level });
  return true;
}

type AnyItem = { id: string };

function listOf(state: CvState, section: ListSection): AnyItem[] {
  return state.builderData[section] as AnyItem[];
}

/** Imported items keep their ids unless one is taken, then get a new one from the time. */
function withFreshIds<T extends AnyItem>(items: T[], taken: Set<string>, prefix: string): T[] {
  return items.map((item, index) => {
    if (item.id && !taken.has(item.id)) {
      taken.add(item.id);
      return item;
    }
    const id = `${newItemId(prefix)}-${index}`;
    taken.add(id);
    return { ...item, id };
  });
}

/** Import merges into the builder: filled personal fields win, list entries are added after. */
export function mergeBuilderData(current: CVData, imported: Partial<CVData>): CVData {
  const incoming = completeData(imported);
  const personalInfo = { ...current.personalInfo };
  for (const [key, value] of Object.entries(incoming.personalInfo) as [keyof PersonalInfo, string][]) {
    if (typeof value === 'string' && value.trim() !== '') personalInfo[key] = value;
  }
  const merged: CVData = { ...current, personalInfo, skills: { technical: [...current.skills.technical], soft: [...current.skills.soft], languages: [...current.skills.languages] } };
  const prefixes: Record<ListSection, string> = {
    experience: 'exp',
    education: 'edu',
    certifications: 'cert',
    projects: 'proj',
    achievements: 'ach',
    references: 'ref',
    customSections: 'sec',
  };
  for (const section of Object.keys(prefixes) as ListSection[]) {
    const existing = current[section] as AnyItem[];
    const taken = new Set(existing.map((item) => item.id));
    (merged[section] as AnyItem[]) = [...existing, ...withFreshIds(incoming[section] as AnyItem[], taken, prefixes[section])];
  }
  for (const category of ['technical', 'soft', 'languages'] as const) {
    for (const skill of incoming.skills[category]) addSkill(merged.skills[category], skill);
  }
  return merged;
}

const thunksWithLoading = [
  [fetchUserCVs, 'fetchCVs'],
  [fetchCV, 'fetchCV'],
  [createCV, 'create'],
  [updateCV, 'update'],
  [deleteCV, 'delete'],
  [duplicateCV, 'duplicate'],
  [fetchCVDashboard, 'dashboard'],
  [fetchCVTemplates, 'templates'],
  [generatePDF, 'pdf'],
  [shareCV, 'share'],
  [fetchShareLinks, 'shareLinks'],
  [revokeShareLink, 'revoke'],
  [importCVData, 'import'],
  [analyzeCV, 'analyze'],
  [uploadCVPhoto, 'photo'],
  [fetchExportHistory, 'exports'],
  [fetchImportHistory, 'imports'],
  [fetchSharedCV, 'shared'],
] as const;

export const cvSlice = createSlice({
  name: 'cv',
  initialState: initialCvState,
  reducers: {
    personalInfoUpdated(state, action: PayloadAction<Partial<PersonalInfo>>) {
      state.builderData.personalInfo = { ...state.builderData.personalInfo, ...action.payload };
      edited(state);
    },
    cvDetailsUpdated(state, action: PayloadAction<{ title?: string; language?: CVLanguage }>) {
      if (!state.currentCV) return;
      state.currentCV = { ...state.currentCV, ...action.payload };
      edited(state);
    },
    itemAdded: {
      reducer(state, action: PayloadAction<{ section: ListSection; item: AnyItem }>) {
        listOf(state, action.payload.section).push(action.payload.item);
        edited(state);
      },
      prepare(section: ListSection, item: Record<string, unknown> & { id?: string }) {
        const prefixes: Record<ListSection, string> = {
          experience: 'exp',
          education: 'edu',
          certifications: 'cert',
          projects: 'proj',
          achievements: 'ach',
          references: 'ref',
          customSections: 'sec',
        };
        return { payload: { section, item: { ...item, id: item.id ?? newItemId(prefixes[section]) } as AnyItem } };
      },
    },
    itemUpdated(state, action: PayloadAction<{ section: ListSection; id: string; changes: Record<string, unknown> }>) {
      const list = listOf(state, action.payload.section);
      const index = list.findIndex((item) => item.id === action.payload.id);
      if (index < 0) return;
      list[index] = { ...list[index]!, ...action.payload.changes, id: action.payload.id };
      edited(state);
    },
    itemRemoved(state, action: PayloadAction<{ section: ListSection; id: string }>) {
      const list = listOf(state, action.payload.section);
      const index = list.findIndex((item) => item.id === action.payload.id);
      if (index < 0) return;
      list.splice(index, 1);
      edited(state);
    },
    itemMoved(state, action: PayloadAction<{ section: ListSection; id: string; direction: 'up' | 'down' }>) {
      const list = listOf(state, action.payload.section);
      const index = list.findIndex((item) => item.id === action.payload.id);
      const target = action.payload.direction === 'up' ? index - 1 : index + 1;
      if (index < 0 || target < 0 || target >= list.length) return;
      const [item] = list.splice(index, 1);
      list.splice(target, 0, item!);
      edited(state);
    },
    skillAdded(state, action: PayloadAction<{ category: SkillCategory; skill: Skill }>) {
      if (addSkill(state.builderData.skills[action.payload.category], action.payload.skill)) edited(state);
    },
    skillUpdated(state, action: PayloadAction<{ category: SkillCategory; index: number; level: string }>) {
      const skill = state.builderData.skills[action.payload.category][action.payload.index];
      if (!skill) return;
      skill.level = action.payload.level;
      edited(state);
    },
    skillRemoved(state, action: PayloadAction<{ category: SkillCategory; index: number }>) {
      const list = state.builderData.skills[action.payload.category];
      if (action.payload.index < 0 || action.payload.index >= list.length) return;
      list.splice(action.payload.index, 1);
      edited(state);
    },
    skillMoved(state, action: PayloadAction<{ category: SkillCategory; index: number; direction: 'up' | 'down' }>) {
      const list = state.builderData.skills[action.payload.category];
      const { index } = action.payload;
      const target = action.payload.direction === 'up' ? index - 1 : index + 1;
      if (index < 0 || index >= list.length || target < 0 || target >= list.length) return;
      const [skill] = list.splice(index, 1);
      list.splice(target, 0, skill!);
      edited(state);
    },
    customizationUpdated(state, action: PayloadAction<Partial<Omit<CVCustomization, 'template' | 'sectionOrder'>>>) {
      state.customization = { ...state.customization, ...action.payload };
      edited(state);
    },
    templateSelected(state, action: PayloadAction<string>) {
      state.selectedTemplate = action.payload;
      state.customization.template = action.payload;
      edited(state);
    },
    sectionMoved(state, action: PayloadAction<{ section: string; direction: 'up' | 'down' }>) {
      const order = state.customization.sectionOrder;
      const index = order.indexOf(action.payload.section);
      const target = action.payload.direction === 'up' ? index - 1 : index + 1;
      if (index < 0 || target < 0 || target >= order.length) return;
      order.splice(index, 1);
      order.splice(target, 0, action.payload.section);
      edited(state);
    },
    sectionOrderChanged(state, action: PayloadAction<string[]>) {
      state.customization.sectionOrder = [...action.payload];
      edited(state);
    },
    suggestionApplied(state, action: PayloadAction<Suggestion>) {
      const suggestion = action.payload;
      if (suggestion.type === 'add_skill' && suggestion.skill) {
        addSkill(state.builderData.skills.technical, { name: suggestion.skill, level: 'intermediate' });
      } else if (suggestion.type === 'improve_summary' && suggestion.summary !== undefined) {
        state.builderData.personalInfo.summary = suggestion.summary;
      } else {
        return;
      }
      state.suggestions = state.suggestions.filter((item) => item.id !== suggestion.id);
      edited(state);
    },
    markAsSaved(state) {
      state.hasUnsavedChanges = false;
      state.lastSaved = new Date().toISOString();
    },
    builderReset(state) {
      resetBuilder(state);
    },
    /** Takes the newer stored version the 409 carried, dropping this window's unsaved edits. */
    conflictResolvedWithNewer(state) {
      if (!state.conflict) return;
      const newer = state.conflict;
      replaceInList(state, newer);
      openInBuilder(state, newer);
    },
    /** Keeps this window's edits: the next save overwrites the newer stored version. */
    conflictKeptMine(state) {
      if (!state.conflict || !state.currentCV) return;
      state.currentCV = { ...state.currentCV, version: state.conflict.version };
      state.conflict = null;
    },
    activeSectionChanged(state, action: PayloadAction<string>) {
      state.activeSection = action.payload;
    },
    previewModeSet(state, action: PayloadAction<boolean>) {
      state.previewMode = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    autoSaveSet(state, action: PayloadAction<boolean>) {
      state.autoSave = action.payload;
    },
    exportOptionsUpdated(state, action: PayloadAction<Partial<Pick<ExportOptions, 'includePhoto' | 'watermark'>>>) {
      state.exportOptions = { ...state.exportOptions, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserCVs.fulfilled, (state, action) => {
        state.userCVs = action.payload;
        state.userCVsLoaded = true;
      })
      .addCase(fetchCV.fulfilled, (state, action) => {
        const stale = state.currentCV?.id === action.payload.id && state.hasUnsavedChanges;
        state.cvDetails[action.payload.id] = action.payload;
        if (!stale) openInBuilder(state, action.payload);
      })
      .addCase(createCV.fulfilled, (state, action) => {
        const cv = action.payload.value;
        state.userCVs = [cv, ...state.userCVs.filter((item) => item.id !== cv.id)];
        state.totalCVs += 1;
        openInBuilder(state, cv);
      })
      .addCase(updateCV.fulfilled, (state, action) => {
        const cv = action.payload.value;
        replaceInList(state, cv);
        state.cvDetails[cv.id] = cv;
        if (state.currentCV?.id === cv.id) {
          // The builder keeps what is on screen; the CV takes the new version and figures.
          state.currentCV = { ...cv, title: state.currentCV.title, language: state.currentCV.language };
          const revision = action.meta.arg.revision;
          if (revision === undefined || revision === state.revision) state.hasUnsavedChanges = false;
          state.lastSaved = new Date().toISOString();
        }
      })
      .addCase(cvConflictDetected, (state, action) => {
        state.conflict = action.payload;
      })
      .addCase(deleteCV.fulfilled, (state, action) => {
        const id = action.payload.id;
        const before = state.userCVs.length;
        state.userCVs = state.userCVs.filter((cv) => cv.id !== id);
        if (state.userCVs.length < before) state.totalCVs = Math.max(0, state.totalCVs - 1);
        delete state.cvDetails[id];
        delete state.shareLinks[id];
        delete state.analysis[id];
        if (state.currentCV?.id === id) resetBuilder(state);
      })
      .addCase(duplicateCV.fulfilled, (state, action) => {
        state.userCVs = [action.payload.value, ...state.userCVs];
        state.totalCVs += 1;
      })
      .addCase(fetchCVDashboard.fulfilled, (state, action) => {
        const { totalViews, totalDownloads, lastUpdated, completionPercentage, totalCVs } = action.payload;
        state.cvStats = { totalViews, totalDownloads, lastUpdated, completionPercentage };
        state.totalCVs = totalCVs;
      })
      .addCase(fetchCVTemplates.fulfilled, (state, action) => {
        state.templates = action.payload;
      })
      .addCase(generatePDF.fulfilled, (state, action) => {
        const { cvId, pdfUrl, exportId } = action.payload;
        const timestamp = new Date().toISOString();
        state.exportHistory.unshift({ id: exportId ?? `export-${Date.now()}`, cvId, format: 'pdf', url: pdfUrl, timestamp });
        state.cvStats.totalDownloads += 1;
        const bump = (cv: CV) => ({ ...cv, downloads: cv.downloads + 1 });
        state.userCVs = state.userCVs.map((cv) => (cv.id === cvId ? bump(cv) : cv));
        if (state.currentCV?.id === cvId) state.currentCV = bump(state.currentCV);
      })
      .addCase(fetchExportHistory.fulfilled, (state, action) => {
        const known = new Set(action.payload.map((entry) => entry.id));
        const cvId = action.meta.arg;
        state.exportHistory = [...action.payload, ...state.exportHistory.filter((entry) => entry.cvId !== cvId && !known.has(entry.id))];
      })
      .addCase(shareCV.fulfilled, (state, action) => {
        const link = action.payload.value;
        state.shareLinks[link.cvId] = [link, ...(state.shareLinks[link.cvId] ?? [])];
      })
      .addCase(fetchShareLinks.fulfilled, (state, action) => {
        state.shareLinks[action.payload.cvId] = action.payload.links;
      })
      .addCase(revokeShareLink.fulfilled, (state, action) => {
        const { cvId, shareId } = action.payload;
        state.shareLinks[cvId] = (state.shareLinks[cvId] ?? []).filter((link) => link.id !== shareId);
      })
      .addCase(importCVData.fulfilled, (state, action) => {
        const result = action.payload.value;
        state.builderData = mergeBuilderData(state.builderData, result.builderData);
        state.importWarnings = result.warnings ?? [];
        state.importHistory.unshift({ id: `import-${Date.now()}`, source: result.source, timestamp: result.importedAt || new Date().toISOString() });
        edited(state);
      })
      .addCase(fetchImportHistory.fulfilled, (state, action) => {
        state.importHistory = action.payload;
      })
      .addCase(analyzeCV.fulfilled, (state, action) => {
        state.analysis[action.payload.cvId] = action.payload;
        state.suggestions = action.payload.suggestions ?? [];
      })
      .addCase(uploadCVPhoto.fulfilled, (state, action) => {
        state.builderData.personalInfo.profilePhoto = action.payload;
        edited(state);
      })
      .addCase(fetchSharedCV.pending, (state, action) => {
        state.shared = { token: action.meta.arg, status: 'loading', value: null, error: null };
      })
      .addCase(fetchSharedCV.fulfilled, (state, action) => {
        state.shared = { token: action.meta.arg, status: 'loaded', value: action.payload, error: null };
      })
      .addCase(fetchSharedCV.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const notFound = action.payload?.status === 404;
        state.shared = { token: action.meta.arg, status: notFound ? 'notFound' : 'failed', value: null, error: action.payload?.message ?? null };
      });

    // SPEC: each request's loading flag is set while it is pending, cleared on success or failure.
    const keyOf = new Map<string, CvLoadingKey>(thunksWithLoading.map(([thunk, key]) => [thunk.typePrefix, key]));
    const stage = (type: string) => {
      const cut = type.lastIndexOf('/');
      return { key: keyOf.get(type.slice(0, cut)), step: type.slice(cut + 1) };
    };
    builder.addMatcher(
      (action): action is { type: string; payload?: { message?: string }; meta?: { aborted?: boolean } } & UnknownAction => stage(action.type).key !== undefined,
      (state, action) => {
        const { key, step } = stage(action.type);
        if (!key) return;
        state.loading[key] = step === 'pending';
        if (step === 'pending') state.error = null;
        if (step === 'rejected' && !action.meta?.aborted) state.error = action.payload?.message ?? null;
      },
    );
  },
});

export const {
  personalInfoUpdated,
  cvDetailsUpdated,
  itemAdded,
  itemUpdated,
  itemRemoved,
  itemMoved,
  skillAdded,
  skillUpdated,
  skillRemoved,
  skillMoved,
  customizationUpdated,
  templateSelected,
  sectionMoved,
  sectionOrderChanged,
  suggestionApplied,
  markAsSaved,
  builderReset,
  conflictResolvedWithNewer,
  conflictKeptMine,
  activeSectionChanged,
  previewModeSet,
  sidebarToggled,
  autoSaveSet,
  exportOptionsUpdated,
} = cvSlice.actions;

installCvReducer(cvSlice.reducer);

/** Any state that holds the CV slice (null until the slice has seen its first action). */
export interface WithCv {
  cv: CvState | null;
}

export const selectCv = (state: WithCv): CvState => state.cv ?? initialCvState;
export const selectUserCVs = (state: WithCv) => selectCv(state).userCVs;
export const selectCvLoading = (state: WithCv) => selectCv(state).loading;
export const selectBuilderData = (state: WithCv) => selectCv(state).builderData;
export const selectCustomization = (state: WithCv) => selectCv(state).customization;
