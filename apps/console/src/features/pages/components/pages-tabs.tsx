import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@storefront/ui/tabs';
import { ListHeader } from '../../../lib/list-header';
import { FaqsList } from './faqs-list';
import { FooterEditor } from './footer-form';
import { LandingEditor } from './landing-form';
import { PageEditor } from './page-editor';

type Section = 'pages' | 'faq' | 'footer' | 'landing';

/** The storefront's pages in four sections: the information pages, the common questions, the footer, the landing page. */
export function PagesTabs({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('pages');
  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={t('pages.title')} hint={t('pages.hint')} />
      <Tabs<Section>
        label={t('pages.sections')}
        look="line"
        value={section}
        onChange={setSection}
        options={[{ value: 'pages', label: t('pages.information') }, { value: 'faq', label: t('pages.faq') }, { value: 'footer', label: t('pages.footer') }, { value: 'landing', label: t('pages.landing') }]}
      />
      <div role="tabpanel" aria-label={t(`pages.${section === 'pages' ? 'information' : section}`)}>
        {section === 'pages' && <PageEditor canEdit={canEdit} />}
        {section === 'faq' && <FaqsList canEdit={canEdit} />}
        {section === 'footer' && <FooterEditor canEdit={canEdit} />}
        {section === 'landing' && <LandingEditor canEdit={canEdit} />}
      </div>
    </div>
  );
}
