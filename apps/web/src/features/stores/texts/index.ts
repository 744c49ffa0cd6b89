import { addPageTexts } from '@/i18n/page-texts';

/** The store application page's texts (stores.application), loaded with the page. */
export const loadApplicationTexts = () => addPageTexts({ en: () => import('./en.json'), ar: () => import('./ar.json'), fr: () => import('./fr.json') });
