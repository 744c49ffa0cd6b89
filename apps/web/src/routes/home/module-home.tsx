import type { Module } from '@storefront/contract';
import { CashbackWidget } from '@/features/promotions/components/cashback-widget';
import { HOME_SECTIONS } from './home-sections';

/** The home of one module: its sections of spec §2, in order, and the floating cashback offers. */
export function ModuleHome({ module }: { module: Module }) {
  const sections = HOME_SECTIONS[module.module_type] ?? HOME_SECTIONS.grocery;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 sm:py-8 lg:space-y-14 lg:px-8" data-testid="module-home" data-module-type={module.module_type}>
      <h1 className="sr-only">{module.module_name}</h1>
      {sections.map(([key, Section]) => (
        <Section key={key} />
      ))}
      <CashbackWidget />
    </div>
  );
}
