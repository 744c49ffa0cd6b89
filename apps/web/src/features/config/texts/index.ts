import { addPageTexts } from '@/i18n/page-texts';

/** The maintenance page's texts (maintenance), loaded with the page: most visitors never see it. */
export const loadMaintenanceTexts = () => addPageTexts({ en: () => import('./en.json'), ar: () => import('./ar.json'), fr: () => import('./fr.json') });
