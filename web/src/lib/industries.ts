/** The industries the server knows (docs/DECISIONS.md, "Fixed lists"). */
export const INDUSTRIES = [
  'Banking and Finance',
  'Insurance',
  'IT and Software',
  'BPO and Shared Services',
  'Apparel and Textiles',
  'Hotels and Tourism',
  'Telecommunications',
  'Manufacturing',
  'Retail and Consumer Goods',
  'Construction and Real Estate',
  'Healthcare',
  'Education',
  'Logistics and Shipping',
  'Agriculture and Plantations',
  'Energy and Utilities',
  'Media and Advertising',
  'Government',
  'Non-profit',
  'Other',
] as const;

export type Industry = (typeof INDUSTRIES)[number];
