/**
 * The onboarding's first step, the company form. Its own module: the form links to itself by it,
 * and importing it from onboarding.tsx put the dashboard's step cards into that page's first load
 * (1.5 KiB gzipped).
 */
export const COMPANY_EDIT_PATH = "/personal/company/edit/";
