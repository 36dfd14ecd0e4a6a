// Types of what vite.config.ts uses from check-js-budget.mjs.
export interface ChunkGraph {
  chunks: { file: string; isEntry: boolean; module: string | null; imports: string[]; gzip: number; modules: { id: string | null }[] }[];
}
export interface Budgets {
  start?: string[];
  routes: Record<string, { page: string; also?: string[]; budgetKB: number }>;
}
export function withStaticImports(graph: ChunkGraph, files: string[]): Set<string>;
export function measureRoutes(graph: ChunkGraph, budgets: Budgets): { route: string; files: string[]; bytes: number; budgetBytes: number }[];
